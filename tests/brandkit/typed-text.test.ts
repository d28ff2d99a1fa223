/**
 * The one rule for text people type (brandkit/typed-text.ts): what it refuses, what it lets through, and that a
 * schema built with it says the same thing in every field.
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  isTypedText,
  mendedText,
  ONE_LINE_TEXT,
  SEVERAL_LINES_TEXT,
  TYPED_TEXT_MESSAGE,
  TYPED_TEXT_RULES,
  typedText,
} from "../../brandkit/typed-text.ts";

/** Every C0 and C1 control character, but tab, LF and CR (which have rules of their own). */
const CONTROLS = [
  ...Array.from({ length: 0x20 }, (_, code) => code),
  ...Array.from({ length: 0x21 }, (_, code) => 0x7f + code),
].filter((code) => ![0x09, 0x0a, 0x0d].includes(code)).map((code) => String.fromCharCode(code));

const REFUSED_EVERYWHERE: Array<[string, string]> = [
  ["NUL", "Run\u0000Club"],
  ["a bell", "Run\u0007Club"],
  ["an escape", "\u001B[31mRed"],
  ["DEL", "Run\u007FClub"],
  ["NEL, a C1 control", "Run\u0085Club"],
  ["U+009F", "Run\u009FClub"],
  ["a lone high surrogate", "Run\uD83DClub"],
  ["a lone low surrogate", "Run\uDE00Club"],
  ["a surrogate pair the wrong way round", "Run\uDE00\uD83DClub"],
  ["U+FFFE", "Run\uFFFEClub"],
  ["U+FFFF", "Run\uFFFFClub"],
  ["a CR on its own", "Line one\rLine two"],
];

const TEXT: Array<[string, string]> = [
  ["plain words", "Sunday 10K & Pancakes"],
  ["a tab", "Doors\t7 PM"],
  ["an emoji", "Pancake run 🥞"],
  ["a ZWJ sequence", "Family day 👩‍👩‍👧"],
  ["a flag", "Lisboa 🇵🇹"],
  ["Arabic", "ليلة الجاز"],
  ["Devanagari", "दिवाली मेला"],
  ["an astral character", "Pharaoh 𓀀"],
  ["a zero-width joiner and a right-to-left mark", "a\u200Db\u200F"],
  ["U+FFFD", "Run\uFFFDClub"],
];

describe("isTypedText", () => {
  it.each(REFUSED_EVERYWHERE)("refuses %s, in one line and in several", (_, text) => {
    expect(isTypedText(text, "one")).toBe(false);
    expect(isTypedText(text, "several")).toBe(false);
  });

  it("refuses every C0 and C1 control character but tab, in one line and in several", () => {
    for (const control of CONTROLS) {
      expect(isTypedText(`a${control}b`, "one"), `U+${control.charCodeAt(0).toString(16)}`).toBe(false);
      expect(isTypedText(`a${control}b`, "several"), `U+${control.charCodeAt(0).toString(16)}`).toBe(false);
    }
  });

  it.each(TEXT)("takes %s, in one line and in several", (_, text) => {
    expect(isTypedText(text, "one")).toBe(true);
    expect(isTypedText(text, "several")).toBe(true);
  });

  it("takes a line break, LF or CRLF, only in text of several lines", () => {
    for (const text of ["Line one\nLine two", "Line one\r\nLine two", "Ends with a break\n"]) {
      expect(isTypedText(text, "one")).toBe(false);
      expect(isTypedText(text, "several")).toBe(true);
    }
  });

  it("reads one line when not told", () => {
    expect(isTypedText("Line one\nLine two")).toBe(false);
    expect(isTypedText("One line")).toBe(true);
  });
});

describe("typedText", () => {
  const schema = z.strictObject({ name: typedText().trim(), note: typedText("several").optional() });

  it("refuses a field with the one message, on the field's path", () => {
    const result = schema.safeParse({ name: "Ann\u0000" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: ["name"], message: TYPED_TEXT_MESSAGE },
    ]);
  });

  it("checks the text as sent, before it is trimmed: a control character at an end is refused, not cut", () => {
    expect(schema.safeParse({ name: "Ann\u000B" }).success).toBe(false);
    expect(schema.safeParse({ name: "  Ann\t" }).data?.name).toBe("Ann");
  });

  it("keeps what it takes as it was sent", () => {
    expect(schema.parse({ name: "Family day 👩‍👩‍👧", note: "Line one\r\nLine two" })).toEqual({
      name: "Family day 👩‍👩‍👧",
      note: "Line one\r\nLine two",
    });
  });

  it("carries the rule as a check a walker over a schema can find, by the lines it allows", () => {
    expect(typedText()._zod.def.checks).toContain(ONE_LINE_TEXT);
    expect(typedText("several")._zod.def.checks).toContain(SEVERAL_LINES_TEXT);
    expect(TYPED_TEXT_RULES.get(ONE_LINE_TEXT)).toBe("one");
    expect(TYPED_TEXT_RULES.get(SEVERAL_LINES_TEXT)).toBe("several");
  });
});

describe("mendedText()", () => {
  it("takes out of every string what the rule refuses, keeping line feeds and tabs", () => {
    expect(mendedText({ name: "Neon\u0000 Nights", lines: ["a\r\nb\u0085", "\uD800x\uFFFF"], at: 3 }))
      .toEqual({
        name: "Neon Nights",
        lines: ["a\nb", "x"],
        at: 3,
      });
    expect(mendedText("tab\tstays")).toBe("tab\tstays");
  });

  it("makes line feeds spaces in text of one line, and leaves text that passes as it is", () => {
    expect(mendedText(["Neon\nNights"], "one")).toEqual(["Neon Nights"]);
    const text = "東京ジャズナイト 👩‍👩‍👧 مرحبا";
    expect(mendedText(text, "one")).toBe(text);
    expect(isTypedText(mendedText("a\u0000\nb\u0007", "one"))).toBe(true);
  });
});
