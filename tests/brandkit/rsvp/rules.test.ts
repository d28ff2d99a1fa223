/**
 * The rules of RSVP (brandkit/rsvp/rules.ts), one row per case: when RSVP is closed and why, a new answer's
 * status or refusal, a changed answer's status, and the waitlist moving up.
 */
import { describe, expect, it } from "vitest";
import {
  decideAnswer,
  decideChange,
  DEFAULT_RSVP_SETTINGS,
  firstName,
  kitClosedReason,
  notEnoughPlacesMessage,
  promotions,
  type RsvpSettingsRecord,
  settingsClosedReason,
  withChange,
} from "../../../brandkit/rsvp/mod.ts";

const NOW = Date.UTC(2026, 5, 1, 12);
const settings = (change: Partial<RsvpSettingsRecord> = {}) => ({ ...DEFAULT_RSVP_SETTINGS, ...change });

describe("kitClosedReason()", () => {
  it.each(
    [
      [undefined, NOW, "no-date"],
      ["", NOW, "no-date"],
      ["2026-06-20", NOW, null],
      ["2026-06-01", NOW, null],
      // A day is over everywhere when it ends at UTC-12: 2026-05-31 at 2026-06-01T12:00Z.
      ["2026-05-31", Date.UTC(2026, 5, 1, 11, 59), null],
      ["2026-05-31", NOW, "event-over"],
      ["2025-12-31", NOW, "event-over"],
    ] as const,
  )("of a kit dated %j at %j is %j", (eventDate, nowMs, reason) => {
    expect(kitClosedReason(eventDate, nowMs)).toBe(reason);
  });
});

describe("settingsClosedReason()", () => {
  it.each(
    [
      [settings(), null],
      [settings({ open: false }), "closed-by-owner"],
      [settings({ closesAtMs: NOW + 1 }), null],
      [settings({ closesAtMs: NOW }), "deadline-passed"],
      [settings({ open: false, closesAtMs: NOW - 1 }), "closed-by-owner"],
    ] as const,
  )("of %j is %j", (given, reason) => {
    expect(settingsClosedReason(given, NOW)).toBe(reason);
  });
});

describe("decideAnswer()", () => {
  const decide = (
    answer: "going" | "maybe" | "no",
    party: number,
    given: Partial<RsvpSettingsRecord>,
    count = { answers: 0, goingPeople: 0 },
    maxGuests = 2_000,
  ) => decideAnswer({ settings: settings(given), count, maxGuests, answer, party, nowMs: NOW });

  it.each([
    ["going without a capacity", decide("going", 10, {}, { answers: 5, goingPeople: 500 }), {
      status: "going",
    }],
    ["going that fits exactly", decide("going", 2, { capacity: 10 }, { answers: 3, goingPeople: 8 }), {
      status: "going",
    }],
    ["going one past the capacity", decide("going", 3, { capacity: 10 }, { answers: 3, goingPeople: 8 }), {
      status: "waitlist",
    }],
    ["going when full", decide("going", 1, { capacity: 1 }, { answers: 1, goingPeople: 1 }), {
      status: "waitlist",
    }],
    ["maybe when full", decide("maybe", 4, { capacity: 1 }, { answers: 1, goingPeople: 1 }), {
      status: "maybe",
    }],
    ["no when full", decide("no", 1, { capacity: 1 }, { answers: 1, goingPeople: 1 }), { status: "no" }],
    ["an answer at the guest limit", decide("no", 1, {}, { answers: 2, goingPeople: 0 }, 2), {
      refused: "guest-limit",
    }],
    ["an answer one below the limit", decide("no", 1, {}, { answers: 1, goingPeople: 0 }, 2), {
      status: "no",
    }],
    ["an answer when closed", decide("going", 1, { open: false }), {
      refused: "closed",
      reason: "closed-by-owner",
    }],
    ["closed before full", decide("going", 1, { closesAtMs: NOW }, { answers: 9, goingPeople: 0 }, 9), {
      refused: "closed",
      reason: "deadline-passed",
    }],
  ])("decides %s", (_case, decision, expected) => {
    expect(decision).toEqual(expected);
  });
});

describe("decideChange()", () => {
  const change = (
    current: { status: "going" | "waitlist" | "maybe" | "no"; party: number },
    answer: "going" | "maybe" | "no",
    party: number,
    othersGoingPeople: number,
    given: Partial<RsvpSettingsRecord> = { capacity: 10 },
  ) => decideChange({ settings: settings(given), current, othersGoingPeople, answer, party, nowMs: NOW });

  it.each([
    [
      "going with fewer stays going though over",
      change({ status: "going", party: 4 }, "going", 2, 12),
      "going",
    ],
    ["going with the same party stays going", change({ status: "going", party: 4 }, "going", 4, 12), "going"],
    ["going with more that fit is going", change({ status: "going", party: 2 }, "going", 4, 6), "going"],
    [
      "waitlisted still not fitting waits",
      change({ status: "waitlist", party: 3 }, "going", 3, 8),
      "waitlist",
    ],
    ["waitlisted coming alone fits", change({ status: "waitlist", party: 3 }, "going", 1, 8), "going"],
    ["maybe to going that fits", change({ status: "maybe", party: 1 }, "going", 1, 9), "going"],
    ["going to no", change({ status: "going", party: 3 }, "no", 3, 0), "no"],
  ])("%s", (_case, decision, status) => {
    expect(decision).toEqual({ status });
  });

  it("refuses a guest going who asks for more than fit, saying how many more places are left", () => {
    expect(change({ status: "going", party: 2 }, "going", 5, 6)).toEqual({
      refused: "not-enough-places",
      placesLeft: 2,
    });
    // A capacity lowered below those going leaves none.
    expect(change({ status: "going", party: 4 }, "going", 5, 8)).toEqual({
      refused: "not-enough-places",
      placesLeft: 0,
    });
  });

  it("says the places left in words a guest reads, and that their answer stands", () => {
    expect(notEnoughPlacesMessage(2, 3)).toBe(
      "Only 2 more places are left: your party can be at most 5. Your answer is unchanged, and you keep your place.",
    );
    expect(notEnoughPlacesMessage(1, 3)).toMatch(/^Only 1 more place is left: your party can be at most 4\./);
    expect(notEnoughPlacesMessage(0, 3)).toMatch(/^No places are left: your party can be at most 3\./);
  });

  it("refuses any change while RSVP is closed", () => {
    expect(change({ status: "going", party: 1 }, "no", 1, 0, { open: false })).toEqual({
      refused: "closed",
      reason: "closed-by-owner",
    });
  });
});

describe("promotions()", () => {
  const waitlist = [
    { guestId: "big", party: 3 },
    { guestId: "one", party: 1 },
    { guestId: "two", party: 2 },
    { guestId: "last", party: 1 },
  ];
  it.each(
    [
      [0, null, ["big", "one", "two", "last"]],
      [10, 10, []],
      [7, 10, ["big"]],
      [8, 10, ["one", "last"]],
      [6, 10, ["big", "one"]],
      [12, 10, []],
    ] as const,
  )("with %j going under a capacity of %j moves up %j", (going, capacity, promoted) => {
    expect(promotions(waitlist, going, capacity)).toEqual(promoted);
  });
});

describe("firstName()", () => {
  it.each([
    ["Amara Okafor", "Amara"],
    ["  Zoë\u00a0Müller ", "Zoë"],
    ["山田 太郎", "山田"],
    ["Prince", "Prince"],
    ["<script>alert(1)</script> x", "<script>alert(1)</script>"],
  ])("of %j is %j", (name, first) => {
    expect(firstName(name)).toBe(first);
  });
});

describe("withChange()", () => {
  it("takes the fields given and leaves the rest, an undefined field included", () => {
    expect(withChange({ a: 1, b: "x", c: null as number | null }, { b: "y", c: undefined })).toEqual({
      a: 1,
      b: "y",
      c: null,
    });
  });
});
