/**
 * What a guest and an owner may send (brandkit/rsvp/schemas.ts): each bad input refused with its own message,
 * lengths counted in characters as a reader sees them, text kept as typed.
 */
import { describe, expect, it } from "vitest";
import {
  RsvpBodySchema,
  RsvpChangeSchema,
  RsvpQuestionSchema,
  RsvpSettingsChangeSchema,
} from "../../../brandkit/rsvp/mod.ts";
import { TYPED_TEXT_MESSAGE } from "../../../brandkit/typed-text.ts";

/** The first message of a failed parse. */
function messageOf(result: { success: boolean; error?: { issues: Array<{ message: string }> } }): string {
  return result.success ? "(accepted)" : result.error!.issues[0].message;
}

describe("RsvpBodySchema", () => {
  it("takes a name and an answer, a party of one and no note by default, and trims", () => {
    expect(RsvpBodySchema.parse({ name: "  Amara Okafor ", answer: "going" })).toEqual({
      name: "Amara Okafor",
      answer: "going",
      party: 1,
      note: "",
      answers: {},
      companions: [],
    });
  });

  it("keeps markup as the text it is", () => {
    expect(RsvpBodySchema.parse({ name: "<script>alert(1)</script>", answer: "no" }).name).toBe(
      "<script>alert(1)</script>",
    );
  });

  it("counts characters as a reader does: 80 family emoji are a name, 81 are not", () => {
    const family = "👩‍👩‍👧";
    expect(RsvpBodySchema.safeParse({ name: family.repeat(80), answer: "going" }).success).toBe(true);
    expect(messageOf(RsvpBodySchema.safeParse({ name: family.repeat(81), answer: "going" }))).toBe(
      "name must be at most 80 characters",
    );
  });

  it("keeps a note's line breaks, as LF", () => {
    expect(RsvpBodySchema.parse({ name: "A", answer: "maybe", note: "Line one\r\nLine two" }).note).toBe(
      "Line one\nLine two",
    );
  });

  it.each([
    [{ answer: "going" }, "name is required"],
    [{ name: "   ", answer: "going" }, "name is required"],
    [{ name: 7, answer: "going" }, "name must be text"],
    [{ name: "x".repeat(81), answer: "going" }, "name must be at most 80 characters"],
    [{ name: "A\nB", answer: "going" }, TYPED_TEXT_MESSAGE],
    [{ name: "A\u0000", answer: "going" }, TYPED_TEXT_MESSAGE],
    [{ name: "A", answer: "going", website: "\u0000" }, TYPED_TEXT_MESSAGE],
    [{ name: "A" }, "answer must be going, maybe or no"],
    [{ name: "A", answer: "yes" }, "answer must be going, maybe or no"],
    [{ name: "A", answer: "going", party: 0 }, "party must be a whole number from 1 to 10"],
    [{ name: "A", answer: "going", party: 11 }, "party must be a whole number from 1 to 10"],
    [{ name: "A", answer: "going", party: 1.5 }, "party must be a whole number from 1 to 10"],
    [{ name: "A", answer: "going", party: "2" }, "party must be a whole number from 1 to 10"],
    [{ name: "A", answer: "going", note: "x".repeat(281) }, "note must be at most 280 characters"],
    [{ name: "A", answer: "going", note: "bell\u0007" }, TYPED_TEXT_MESSAGE],
    [{ name: "A", answer: "going", note: "a lone\rreturn" }, TYPED_TEXT_MESSAGE],
  ])("refuses %j: %s", (body, message) => {
    expect(messageOf(RsvpBodySchema.safeParse(body))).toBe(message);
  });

  it("refuses fields it does not know", () => {
    expect(RsvpBodySchema.safeParse({ name: "A", answer: "going", admin: true }).success).toBe(false);
  });
});

describe("RsvpChangeSchema", () => {
  it("takes any one field, and an empty note to clear it", () => {
    expect(RsvpChangeSchema.parse({ note: "" })).toEqual({ note: "" });
    expect(RsvpChangeSchema.parse({ party: 3 })).toEqual({ party: 3 });
  });

  it("refuses an empty change", () => {
    expect(messageOf(RsvpChangeSchema.safeParse({}))).toBe(
      "give at least one of name, answer, party, note, answers, companions or email",
    );
  });
});

describe("RsvpSettingsChangeSchema", () => {
  it("takes a deadline with its offset, a capacity, and null to clear either", () => {
    expect(RsvpSettingsChangeSchema.parse({ closesAt: "2026-06-01T18:00:00+02:00", capacity: 80 })).toEqual({
      closesAt: "2026-06-01T18:00:00+02:00",
      capacity: 80,
    });
    expect(RsvpSettingsChangeSchema.parse({ closesAt: null, capacity: null })).toEqual({
      closesAt: null,
      capacity: null,
    });
  });

  it.each([
    [{}, "give at least one of open, closesAt, capacity, showNames, questions or listed"],
    [{ capacity: 0 }, "Too small: expected number to be >=1"],
    [{ closesAt: "next friday" }, "Invalid ISO datetime"],
    [{ open: "no" }, "Invalid input: expected boolean, received string"],
  ])("refuses %j", (body, message) => {
    expect(messageOf(RsvpSettingsChangeSchema.safeParse(body))).toBe(message);
  });
});

describe("questions and answers (issue 38)", () => {
  const ID = "AAAAAAAAAAAAAAAAAAAAAA";

  it("takes replies by question id and companions, trimmed, with typed text's rule", () => {
    expect(
      RsvpBodySchema.parse({
        name: "Amara",
        answer: "going",
        party: 3,
        answers: { [ID]: "  Fish " },
        companions: [" Tobi ", "Ada 東京"],
      }),
    ).toMatchObject({ answers: { [ID]: "Fish" }, companions: ["Tobi", "Ada 東京"] });
  });

  it.each([
    [{ answers: { [ID]: "" } }, "a reply must not be empty", "answers." + ID],
    [{ answers: { [ID]: "x".repeat(301) } }, "reply must be at most 300 characters", "answers." + ID],
    [{ answers: { [ID]: "a\u0000" } }, TYPED_TEXT_MESSAGE, "answers." + ID],
    [{ answers: { [ID]: "two\nlines" } }, TYPED_TEXT_MESSAGE, "answers." + ID],
    [{ answers: { ["a\u0000"]: "x" } }, TYPED_TEXT_MESSAGE, "answers.a\u0000"],
    [{ answers: [] }, "answers must be an object of replies by question id", "answers"],
    [
      { answers: Object.fromEntries(Array.from({ length: 6 }, (_, index) => [`q${index}`, "x"])) },
      "answers must reply to at most 5 questions",
      "answers",
    ],
    [{ party: 2, companions: ["Tobi", "Ada"] }, "a party of 2 has at most 1 companion", "companions"],
    [{ companions: ["Tobi"] }, "a party of 1 has no companions: raise the party first", "companions"],
    [{ party: 3, companions: ["", "Ada"] }, "a companion's name must not be empty", "companions.0"],
    [{ party: 2, companions: ["x".repeat(81)] }, "companion must be at most 80 characters", "companions.0"],
    [{ party: 2, companions: "Tobi" }, "companions must be a list of at most 9 names", "companions"],
  ])("refuses %j: %s", (patch, message, path) => {
    const result = RsvpBodySchema.safeParse({ name: "A", answer: "going", ...patch });
    expect(messageOf(result)).toBe(message);
    expect(result.error?.issues[0].path.join(".")).toBe(path);
  });

  it("checks the companions of a change against its party when it gives both", () => {
    expect(RsvpChangeSchema.parse({ companions: ["Tobi", "Ada"] })).toEqual({ companions: ["Tobi", "Ada"] });
    expect(messageOf(RsvpChangeSchema.safeParse({ party: 2, companions: ["Tobi", "Ada"] }))).toBe(
      "a party of 2 has at most 1 companion",
    );
    expect(RsvpChangeSchema.parse({ answers: {} })).toEqual({ answers: {} });
  });

  it("takes the owner's questions: a label, maybe choices and required, and an id to keep one", () => {
    expect(
      RsvpSettingsChangeSchema.parse({
        questions: [
          { label: " Dietary needs ", required: true },
          { id: ID, label: "Meal", choices: [" Fish", "Beef "] },
        ],
        listed: true,
      }),
    ).toEqual({
      questions: [
        { label: "Dietary needs", required: true },
        { id: ID, label: "Meal", choices: ["Fish", "Beef"] },
      ],
      listed: true,
    });
    expect(RsvpSettingsChangeSchema.parse({ questions: [] })).toEqual({ questions: [] });
  });

  it.each([
    [{ questions: Array(6).fill({ label: "Q" }) }, "questions must be a list of at most 5 questions"],
    [{ questions: [{ label: "" }] }, "label is required"],
    [{ questions: [{ label: "x".repeat(121) }] }, "label must be at most 120 characters"],
    [{ questions: [{ label: "Q\u0007" }] }, TYPED_TEXT_MESSAGE],
    [{ questions: [{ label: "Q", choices: ["Only one"] }] }, "choices must be a list of 2 to 8 choices"],
    [
      { questions: [{ label: "Q", choices: Array.from({ length: 9 }, (_, i) => `c${i}`) }] },
      "choices must be a list of 2 to 8 choices",
    ],
    [{ questions: [{ label: "Q", choices: ["Fish", " Fish"] }] }, "choices must differ"],
    [
      { questions: [{ label: "Q", choices: ["Fish", "x".repeat(61)] }] },
      "choice must be at most 60 characters",
    ],
    [{ questions: [{ label: "Q", required: "yes" }] }, "required must be true or false"],
    [{ questions: [{ id: "not an id", label: "Q" }] }, "id must be a question's id as the settings gave it"],
    [{ questions: [{ id: ID, label: "Q" }, { id: ID, label: "R" }] }, "questions must not give one id twice"],
    [{ questions: [{ label: "Q", extra: 1 }] }, 'Unrecognized key: "extra"'],
    [{ listed: "yes" }, "Invalid input: expected boolean, received string"],
  ])("refuses the questions %j: %s", (body, message) => {
    expect(messageOf(RsvpSettingsChangeSchema.safeParse(body))).toBe(message);
  });

  it("reads a question back only with an id of its alphabet", () => {
    expect(RsvpQuestionSchema.safeParse({ id: ID, label: "Q", required: false }).success).toBe(true);
    expect(RsvpQuestionSchema.safeParse({ id: "x", label: "Q", required: false }).success).toBe(false);
  });
});
