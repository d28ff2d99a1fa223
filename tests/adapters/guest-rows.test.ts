import { describe, expect, it } from "vitest";
import {
  admitGuest,
  type AnswerCount,
  guestOf,
  type GuestRow,
  jsonColumnOf,
  type KitRsvpRow,
  mayRemove,
  reviseGuest,
  settingsOf,
  tallyOf,
  tokenRefusal,
} from "../../adapters/guest-rows.ts";
import type { NewGuest } from "../../brandkit/rsvp/mod.ts";

describe("a row read back", () => {
  const guest = {
    guest_id: "g1",
    token_hash: "hash",
    name: "Ana",
    answer: "going",
    status: "going",
    party: 2,
    note: "",
    answers: null,
    companions: null,
    answer_key: null,
    check_in_code: "7KQ4MX2HPA",
    checked_in_at: null,
  } as const satisfies Partial<GuestRow>;

  it("gives the same guest whether its times came as SQLite numbers or Postgres BIGINT strings", () => {
    const fromSqlite = guestOf({ ...guest, created_at: 1_700_000_000_000, updated_at: 1_700_000_000_500 });
    const fromPostgres = guestOf({ ...guest, created_at: "1700000000000", updated_at: "1700000000500" });
    expect(fromPostgres).toEqual(fromSqlite);
    expect(fromSqlite).toMatchObject({
      guestId: "g1",
      createdAtMs: 1_700_000_000_000,
      updatedAtMs: 1_700_000_000_500,
    });
  });

  it("gives the same RSVP settings whether its flags came as 0/1 or as booleans", () => {
    const sqlite: KitRsvpRow = {
      owner_hash: "h",
      rsvp_open: 1,
      rsvp_closes_at: 1_800_000_000_000,
      rsvp_capacity: 40,
      rsvp_show_names: 0,
      rsvp_questions: null,
      listed: 1,
    };
    const postgres: KitRsvpRow = {
      ...sqlite,
      rsvp_open: true,
      rsvp_closes_at: "1800000000000",
      rsvp_show_names: false,
      listed: true,
    };
    expect(settingsOf(postgres)).toEqual(settingsOf(sqlite));
    expect(settingsOf(sqlite)).toEqual({
      open: true,
      closesAtMs: 1_800_000_000_000,
      capacity: 40,
      showNames: false,
      questions: [],
      listed: true,
    });
  });

  it("keeps a kit without a closing time open-ended", () => {
    const row: KitRsvpRow = {
      owner_hash: "h",
      rsvp_open: false,
      rsvp_closes_at: null,
      rsvp_capacity: null,
      rsvp_show_names: true,
      rsvp_questions: null,
      listed: false,
    };
    expect(settingsOf(row)).toEqual({
      open: false,
      closesAtMs: null,
      capacity: null,
      showNames: true,
      questions: [],
      listed: false,
    });
  });
});

describe("a new answer", () => {
  const NOW = 1_800_000_000_000;
  const openKit: KitRsvpRow = {
    owner_hash: "h",
    rsvp_open: 1,
    rsvp_closes_at: null,
    rsvp_capacity: 10,
    rsvp_show_names: 0,
    rsvp_questions: null,
    listed: 0,
  };
  const none: AnswerCount = { answers: 0, last: 0, going: 0 };
  const going: NewGuest = {
    guestId: "g1",
    tokenHash: "t",
    name: "Ana",
    answer: "going",
    party: 2,
    note: "",
    answers: {},
    companions: [],
    checkInCode: "7KQ4MX2HPA",
  };

  it("is going while there is room", () => {
    expect(admitGuest({ kit: openKit, count: none, guest: going, maxGuests: 500, nowMs: NOW })).toEqual({
      status: "going",
    });
  });

  it("waits on the list once the places are taken", () => {
    const full: AnswerCount = { answers: 5, last: 5, going: 10 };
    expect(admitGuest({ kit: openKit, count: full, guest: going, maxGuests: 500, nowMs: NOW })).toEqual({
      status: "waitlist",
    });
  });

  it("is refused as closed when the owner closed answers, with the reason", () => {
    const closed = { ...openKit, rsvp_open: 0 };
    expect(admitGuest({ kit: closed, count: none, guest: going, maxGuests: 500, nowMs: NOW })).toEqual({
      verdict: "closed",
      reason: "closed-by-owner",
    });
  });

  it("is refused at the guest limit", () => {
    const many: AnswerCount = { answers: 500, last: 500, going: 3 };
    expect(
      admitGuest({
        kit: { ...openKit, rsvp_capacity: null },
        count: many,
        guest: going,
        maxGuests: 500,
        nowMs: NOW,
      }),
    )
      .toEqual({ verdict: "guest-limit" });
  });
});

describe("a guest's token", () => {
  const row = { token_hash: "a".repeat(64) };

  it("opens its own answer", () => {
    expect(tokenRefusal(row, "a".repeat(64))).toBeUndefined();
  });

  it("is forbidden another's answer", () => {
    expect(tokenRefusal(row, "b".repeat(64))).toEqual({ verdict: "forbidden" });
  });

  it("finds nothing where there is no answer", () => {
    expect(tokenRefusal(undefined, "a".repeat(64))).toEqual({ verdict: "not-found" });
  });
});

describe("a changed answer", () => {
  const NOW = 1_800_000_000_000;
  const TOKEN = "t".repeat(64);
  const kit: KitRsvpRow = {
    owner_hash: "o",
    rsvp_open: 1,
    rsvp_closes_at: null,
    rsvp_capacity: 4,
    rsvp_show_names: 0,
    rsvp_questions: null,
    listed: 0,
  };
  const row: GuestRow = {
    guest_id: "g1",
    token_hash: TOKEN,
    name: "Ana",
    answer: "maybe",
    status: "maybe",
    party: 1,
    note: "",
    answers: null,
    companions: null,
    answer_key: null,
    check_in_code: "7KQ4MX2HPA",
    checked_in_at: null,
    created_at: NOW - 1_000,
    updated_at: NOW - 1_000,
  };

  it("is written with the fields changed and the rest kept, and its status by the rules", () => {
    const revised = reviseGuest({
      kit,
      row,
      change: { answer: "going", party: 2 },
      othersGoingPeople: 1,
      nowMs: NOW,
    });
    expect(revised).toMatchObject({ status: "going", next: { name: "Ana", answer: "going", party: 2 } });
  });

  it("waits on the list when the others going leave no room for its party", () => {
    const revised = reviseGuest({
      kit,
      row,
      change: { answer: "going", party: 2 },
      othersGoingPeople: 3,
      nowMs: NOW,
    });
    expect(revised).toMatchObject({ status: "waitlist" });
  });

  it("is refused while answers are closed", () => {
    const closed = { ...kit, rsvp_closes_at: NOW - 1 };
    expect(
      reviseGuest({
        kit: closed,
        row,
        change: { note: "late" },
        othersGoingPeople: 0,
        nowMs: NOW,
      }),
    )
      .toEqual({ verdict: "closed", reason: "deadline-passed" });
  });
});

describe("removing an answer", () => {
  const kit = { owner_hash: "o".repeat(64) };
  const row = { token_hash: "g".repeat(64) };

  it("is allowed to the guest and to the owner, and to no one else", () => {
    expect(mayRemove(kit, row, "g".repeat(64))).toBe(true);
    expect(mayRemove(kit, row, "o".repeat(64))).toBe(true);
    expect(mayRemove(kit, row, "x".repeat(64))).toBe(false);
  });
});

describe("a kit's tally", () => {
  const kit: KitRsvpRow = {
    owner_hash: "o",
    rsvp_open: 1,
    rsvp_closes_at: null,
    rsvp_capacity: null,
    rsvp_show_names: 1,
    rsvp_questions: null,
    listed: 0,
  };

  it("counts people and answers by status, and every status it has no answers for as none", () => {
    const tally = tallyOf(kit, [
      { status: "going", answers: 2, people: 5 },
      { status: "waitlist", answers: 1, people: 2 },
    ]);
    expect(tally).toEqual({
      settings: {
        open: true,
        closesAtMs: null,
        capacity: null,
        showNames: true,
        questions: [],
        listed: false,
      },
      people: { going: 5, maybe: 0, no: 0, waitlist: 2 },
      responses: { going: 2, maybe: 0, no: 0, waitlist: 1 },
    });
  });
});

describe("the questions, replies and companions (issue 38)", () => {
  const NOW = 1_800_000_000_000;
  const MEAL = { id: "AAAAAAAAAAAAAAAAAAAAAA", label: "Meal", choices: ["Fish", "Beef"], required: true };
  const SONG = { id: "BBBBBBBBBBBBBBBBBBBBBB", label: "Song request", required: false };
  const kit: KitRsvpRow = {
    owner_hash: "o",
    rsvp_open: 1,
    rsvp_closes_at: null,
    rsvp_capacity: null,
    rsvp_show_names: 0,
    rsvp_questions: JSON.stringify([MEAL, SONG]),
    listed: 0,
  };
  const row: GuestRow = {
    guest_id: "g1",
    token_hash: "t",
    name: "Ana",
    answer: "going",
    status: "going",
    party: 2,
    note: "",
    answers: JSON.stringify({ [MEAL.id]: "Fish", gone: "kept from a question removed" }),
    companions: JSON.stringify(["Tobi"]),
    answer_key: null,
    check_in_code: "7KQ4MX2HPA",
    checked_in_at: null,
    created_at: NOW,
    updated_at: NOW,
  };

  it("writes none as null and the rest as JSON", () => {
    expect(jsonColumnOf([])).toBeNull();
    expect(jsonColumnOf({})).toBeNull();
    expect(jsonColumnOf(["Tobi"])).toBe('["Tobi"]');
    expect(jsonColumnOf({ a: "b" })).toBe('{"a":"b"}');
  });

  it("reads the kit's questions and a guest's replies and companions back, null as none", () => {
    expect(settingsOf(kit).questions).toEqual([MEAL, SONG]);
    expect(guestOf(row)).toMatchObject({
      answers: { [MEAL.id]: "Fish", gone: "kept from a question removed" },
      companions: ["Tobi"],
    });
    expect(guestOf({ ...row, answers: null, companions: null })).toMatchObject({
      answers: {},
      companions: [],
    });
  });

  it.each([
    ["questions that are not JSON", { rsvp_questions: "[{" }, "rsvp_questions: is not JSON"],
    [
      "a question without its id",
      { rsvp_questions: '[{"label":"Meal","required":false}]' },
      "rsvp_questions[0].id",
    ],
    ["a flag that is neither 0/1 nor a boolean", { listed: 2 }, "listed"],
  ])("refuses a kit row holding %s (INTERNAL, naming the column)", (_case, patch, named) => {
    expect(() => settingsOf({ ...kit, ...patch } as KitRsvpRow)).toThrow(
      expect.objectContaining({ code: "INTERNAL", message: expect.stringContaining(named) }),
    );
  });

  it.each([
    ["replies that are not an object of text", { answers: '{"a":1}' }, "answers.a"],
    ["companions that are not a list", { companions: '"Tobi"' }, "companions"],
    ["an unknown status", { status: "maybe-not" }, "status"],
    ["a time that is not a number", { created_at: "soon" }, "created_at"],
  ])("refuses an answer row holding %s (INTERNAL, naming the column)", (_case, patch, named) => {
    expect(() => guestOf({ ...row, ...patch } as GuestRow)).toThrow(
      expect.objectContaining({ code: "INTERNAL", message: expect.stringContaining(named) }),
    );
  });

  it("refuses a new answer that leaves a required question without a reply, or picks no choice offered", () => {
    const guest: NewGuest = {
      guestId: "g2",
      tokenHash: "t",
      name: "Tobi",
      answer: "going",
      party: 1,
      note: "",
      answers: {},
      companions: [],
      checkInCode: "8RT5NY3JQB",
    };
    const count: AnswerCount = { answers: 0, last: 0, going: 0 };
    const admit = (patch: Partial<NewGuest>) =>
      admitGuest({ kit, count, guest: { ...guest, ...patch }, maxGuests: 500, nowMs: NOW });
    expect(admit({})).toEqual({
      verdict: "invalid",
      problem: { path: "answers", message: "'Meal' needs an answer" },
    });
    expect(admit({ answers: { [MEAL.id]: "Tofu" } })).toEqual({
      verdict: "invalid",
      problem: { path: "answers", message: "'Meal' takes one of its choices" },
    });
    expect(admit({ answer: "no" })).toEqual({ status: "no" });
    expect(admit({ answers: { [MEAL.id]: "Beef", [SONG.id]: "Anything by Fela" } })).toEqual({
      status: "going",
    });
  });

  it("keeps the replies to a question removed when a guest changes theirs, and checks the rest", () => {
    const revised = reviseGuest({
      kit,
      row,
      change: { answers: { [MEAL.id]: "Beef", [SONG.id]: "Zombie" } },
      othersGoingPeople: 0,
      nowMs: NOW,
    });
    expect(revised).toMatchObject({
      status: "going",
      next: { answers: { [MEAL.id]: "Beef", [SONG.id]: "Zombie", gone: "kept from a question removed" } },
    });
    expect(
      reviseGuest({ kit, row, change: { party: 1 }, othersGoingPeople: 0, nowMs: NOW }),
    ).toEqual({
      verdict: "invalid",
      problem: { path: "companions", message: "a party of 1 has no companions: raise the party first" },
    });
    // A change of the note alone is not held to the questions.
    expect(
      reviseGuest({
        kit,
        row: { ...row, answers: null },
        change: { note: "late" },
        othersGoingPeople: 0,
        nowMs: NOW,
      }),
    ).toMatchObject({ status: "going" });
  });
});
