/**
 * What a guest and an owner may send (brandkit/rsvp/schemas.ts): each bad input refused with its own message,
 * lengths counted in characters as a reader sees them, text kept as typed.
 */
import { describe, expect, it } from "vitest";
import { RsvpBodySchema, RsvpChangeSchema, RsvpSettingsChangeSchema } from "../../../brandkit/rsvp/mod.ts";
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
      "give at least one of name, answer, party or note",
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
    [{}, "give at least one of open, closesAt, capacity or showNames"],
    [{ capacity: 0 }, "Too small: expected number to be >=1"],
    [{ closesAt: "next friday" }, "Invalid ISO datetime"],
    [{ open: "no" }, "Invalid input: expected boolean, received string"],
  ])("refuses %j", (body, message) => {
    expect(messageOf(RsvpSettingsChangeSchema.safeParse(body))).toBe(message);
  });
});
