/**
 * The rules of RSVP (brandkit/rsvp/rules.ts), one row per case: when RSVP is closed and why, a new answer's
 * status or refusal, a changed answer's status, and the waitlist moving up.
 */
import { describe, expect, it } from "vitest";
import {
  changedGuest,
  changeProblem,
  companionsProblem,
  currentAnswers,
  decideAnswer,
  decideChange,
  DEFAULT_RSVP_SETTINGS,
  firstName,
  kitClosedReason,
  notEnoughPlacesMessage,
  promotions,
  repliesProblem,
  revisedAnswers,
  type RsvpSettingsRecord,
  settingsClosedReason,
  unansweredProblem,
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

describe("the questions' rules (issue 38)", () => {
  const MEAL = { id: "MealMealMealMealMeal_A", label: "Meal", choices: ["Fish", "Beef"], required: true };
  const SONG = { id: "SongSongSongSongSong_B", label: "Song request", required: false };
  const QUESTIONS = [MEAL, SONG];

  it("shows the replies to the questions asked now, and keeps the others when replies are sent again", () => {
    const kept = { [MEAL.id]: "Fish", gone: "an old reply" };
    expect(currentAnswers(kept, QUESTIONS)).toEqual({ [MEAL.id]: "Fish" });
    expect(currentAnswers(kept, [])).toEqual({});
    expect(revisedAnswers(kept, { [SONG.id]: "Zombie" }, QUESTIONS)).toEqual({
      [SONG.id]: "Zombie",
      gone: "an old reply",
    });
  });

  it.each([
    [{ [MEAL.id]: "Fish" }, null],
    [{ [MEAL.id]: "Fish", [SONG.id]: "anything at all" }, null],
    [{ [MEAL.id]: "fish" }, "'Meal' takes one of its choices"],
    [{ unknown: "x" }, "a reply is to a question this event does not ask"],
    [{ ["__proto__"]: "x" }, "a reply is to a question this event does not ask"],
  ])("finds in the replies %j: %j", (given, message) => {
    const problem = repliesProblem(QUESTIONS, JSON.parse(JSON.stringify(given)));
    expect(problem).toEqual(message === null ? null : { path: "answers", message });
  });

  it("asks a reply to each required question of a guest going or maybe, never of one not coming", () => {
    expect(unansweredProblem(QUESTIONS, {}, "going")).toEqual({
      path: "answers",
      message: "'Meal' needs an answer",
    });
    expect(unansweredProblem(QUESTIONS, {}, "maybe")).not.toBeNull();
    expect(unansweredProblem(QUESTIONS, {}, "no")).toBeNull();
    expect(unansweredProblem(QUESTIONS, { [MEAL.id]: "Beef" }, "going")).toBeNull();
  });

  it.each([
    [[], 1, null],
    [["Tobi"], 2, null],
    [["Tobi", "Ada"], 2, "a party of 2 has at most 1 companion"],
    [["Tobi", "Ada", "Zoë"], 3, "a party of 3 has at most 2 companions"],
    [["Tobi"], 1, "a party of 1 has no companions: raise the party first"],
  ])("takes companions %j in a party of %i: %j", (companions, party, message) => {
    expect(companionsProblem(companions, party)).toEqual(
      message === null ? null : { path: "companions", message },
    );
  });

  it("checks of a change only what it changes", () => {
    const next = { answer: "going" as const, answers: {}, companions: ["Tobi", "Ada"], party: 2 };
    expect(changeProblem(QUESTIONS, { note: "hi" }, next)).toBeNull();
    expect(changeProblem(QUESTIONS, { answer: "going" }, next)).toMatchObject({ path: "answers" });
    expect(changeProblem(QUESTIONS, { answer: "no" }, { ...next, answer: "no" })).toBeNull();
    expect(changeProblem(QUESTIONS, { party: 2 }, next)).toMatchObject({ path: "companions" });
    expect(changeProblem(QUESTIONS, { answers: { x: "y" } }, next)).toMatchObject({
      message: "a reply is to a question this event does not ask",
    });
  });

  it("makes the changed answer with its replies revised, the rest as changed", () => {
    const current = { answers: { gone: "old", [MEAL.id]: "Fish" }, party: 1, note: "" };
    expect(changedGuest(current, { answers: { [MEAL.id]: "Beef" }, party: 2 }, QUESTIONS)).toEqual({
      answers: { gone: "old", [MEAL.id]: "Beef" },
      party: 2,
      note: "",
    });
    expect(changedGuest(current, { note: "hi" }, QUESTIONS)).toEqual({ ...current, note: "hi" });
  });

  it("decides a new answer closed first, then its replies, then the guest limit", () => {
    const base = {
      count: { answers: 10, goingPeople: 0 },
      maxGuests: 10,
      answer: "going" as const,
      party: 1,
      nowMs: NOW,
    };
    expect(decideAnswer({ ...base, settings: settings({ open: false, questions: QUESTIONS }) })).toEqual({
      refused: "closed",
      reason: "closed-by-owner",
    });
    expect(decideAnswer({ ...base, settings: settings({ questions: QUESTIONS }) })).toEqual({
      refused: "invalid",
      problem: { path: "answers", message: "'Meal' needs an answer" },
    });
    expect(
      decideAnswer({ ...base, settings: settings({ questions: QUESTIONS }), answers: { [MEAL.id]: "Fish" } }),
    ).toEqual({ refused: "guest-limit" });
  });

  it("decides a change that does not fit the questions as invalid, before any place", () => {
    expect(
      decideChange({
        settings: settings({ questions: QUESTIONS, capacity: 1 }),
        current: { status: "going", party: 1 },
        othersGoingPeople: 1,
        answer: "going",
        party: 1,
        change: { asked: { answers: {} }, next: { answers: {}, companions: [] } },
        nowMs: NOW,
      }),
    ).toEqual({ refused: "invalid", problem: { path: "answers", message: "'Meal' needs an answer" } });
  });
});
