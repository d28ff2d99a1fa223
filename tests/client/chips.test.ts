import { describe, expect, it } from "vitest";
import { REQUEST_LIMITS } from "../../brandkit/web.ts";
import {
  addColor,
  addVibe,
  addVibes,
  canRemoveColor,
  commitTypedVibes,
  hasVibeSeparator,
  removeColor,
} from "../../client/form/chips.ts";
import { INSPIRATION_ACCEPT, inspirationProblem } from "../../client/form/inspiration.ts";
import { say } from "../../client/i18n/translator.ts";
import { interfaceWordsOf } from "../../routes/interface-catalogs.ts";

const { t } = interfaceWordsOf("en");

describe("addVibe()", () => {
  it.each<[string, string[], string, string[]]>([
    ["adds a keyword", [], "neon", ["neon"]],
    ["trims it", ["neon"], "  retro ", ["neon", "retro"]],
    ["ignores an empty one", ["neon"], "   ", ["neon"]],
    ["ignores a duplicate", ["neon"], "neon", ["neon"]],
    ["ignores a duplicate in another case", ["neon"], "NEON", ["neon"]],
    ["cuts a long one to the limit", [], "x".repeat(50), ["x".repeat(REQUEST_LIMITS.maxVibeLength)]],
  ])("%s", (_rule, vibes, raw, expected) => {
    expect(addVibe(vibes, raw)).toEqual(expected);
  });

  it("stops at the most vibes a request may carry", () => {
    const full = Array.from({ length: REQUEST_LIMITS.maxVibes }, (_, index) => `vibe ${index}`);
    expect(addVibe(full, "one more")).toBe(full);
  });
});

describe("addVibes()", () => {
  it.each<[string, string[], string, string[]]>([
    ["splits at commas", [], "sporty, friendly, morning", ["sporty", "friendly", "morning"]],
    ["splits at semicolons and commas alike", [], "a; b, c", ["a", "b", "c"]],
    ["splits a pasted list, one keyword a line", [], "neon\nretro\r\nglow", ["neon", "retro", "glow"]],
    ["splits at the Arabic comma and semicolon", [], "أنيق، ليلي؛ ذهبي", ["أنيق", "ليلي", "ذهبي"]],
    ["splits at the ideographic and full-width commas", [], "ネオン、レトロ，夜；星", [
      "ネオン",
      "レトロ",
      "夜",
      "星",
    ]],
    ["ignores empty keywords between separators", [], " , neon,, ;retro, ", ["neon", "retro"]],
    ["ignores the vibes already there, in any case", ["Neon"], "neon, retro, RETRO", ["Neon", "retro"]],
    ["keeps a keyword without a separator whole", [], "black tie", ["black tie"]],
  ])("%s", (_rule, vibes, text, expected) => {
    expect(addVibes(vibes, text)).toEqual(expected);
  });

  it("stops at the most vibes a request may carry", () => {
    const almost = Array.from({ length: REQUEST_LIMITS.maxVibes - 1 }, (_, index) => `vibe ${index}`);
    expect(addVibes(almost, "one, two, three")).toEqual([...almost, "one"]);
  });

  it("returns the same list when nothing is added", () => {
    const vibes = ["neon"];
    expect(addVibes(vibes, " , NEON ;")).toBe(vibes);
  });
});

describe("commitTypedVibes()", () => {
  it.each<[string, string[], string, { vibes: string[]; draft: string }]>([
    ["leaves text without a separator in the field", [], "spor", { vibes: [], draft: "spor" }],
    ["adds the keyword a comma ends at once", [], "sporty,", { vibes: ["sporty"], draft: "" }],
    ["adds the keyword a semicolon ends at once", ["neon"], "retro;", {
      vibes: ["neon", "retro"],
      draft: "",
    }],
    ["keeps what follows the last separator, untrimmed at its end", [], "sporty, frie", {
      vibes: ["sporty"],
      draft: "frie",
    }],
    ["adds every ended keyword of a longer text", [], "sporty, friendly, mor", {
      vibes: ["sporty", "friendly"],
      draft: "mor",
    }],
    ["keeps a space typed after the keyword", [], "black ", { vibes: [], draft: "black " }],
    ["drops the space typed after a comma", ["sporty"], " ", { vibes: ["sporty"], draft: "" }],
    ["drops the spaces before the next keyword", ["sporty"], "  fri", { vibes: ["sporty"], draft: "fri" }],
    ["ignores a lone comma", ["neon"], ",", { vibes: ["neon"], draft: "" }],
  ])("%s", (_rule, vibes, text, expected) => {
    expect(commitTypedVibes(vibes, text)).toEqual(expected);
  });
});

it.each<[string, boolean]>([
  ["neon", false],
  ["black tie", false],
  ["a, b", true],
  ["a;b", true],
  ["ネオン、レトロ", true],
  ["one\ntwo", true],
])("hasVibeSeparator(%j) is %s", (text, expected) => {
  expect(hasVibeSeparator(text)).toBe(expected);
});

describe("colours", () => {
  it.each<[string, string[], string, string[]]>([
    ["adds a colour in upper case", ["#E6067A"], "#00ff00", ["#E6067A", "#00FF00"]],
    ["does not add a duplicate", ["#E6067A"], "#e6067a", ["#E6067A"]],
  ])("addColor() %s", (_rule, colors, color, expected) => {
    expect(addColor(colors, color)).toEqual(expected);
  });

  it.each<[string[], string, string[], boolean]>([
    [["#E6067A", "#F472B6"], "#E6067A", ["#F472B6"], true],
    [["#F472B6"], "#F472B6", ["#F472B6"], false],
  ])("removeColor(%j, %s) gives %j: removable %s", (colors, color, expected, removable) => {
    expect(canRemoveColor(colors)).toBe(removable);
    expect(removeColor(colors, color)).toEqual(expected);
  });
});

describe("inspirationProblem()", () => {
  it.each<[string, { type: string; size: number }, string | null]>([
    ["accepts a PNG", { type: "image/png", size: 1_000 }, null],
    ["accepts a WebP", { type: "image/webp", size: 1_000 }, null],
    [
      "refuses a PDF",
      { type: "application/pdf", size: 1_000 },
      "Choose an image file: PNG, JPEG, WebP or GIF.",
    ],
    [
      "refuses an SVG",
      { type: "image/svg+xml", size: 1_000 },
      "Choose an image file: PNG, JPEG, WebP or GIF.",
    ],
    [
      "refuses a huge image",
      { type: "image/jpeg", size: 6 * 1024 * 1024 },
      "Choose an image of at most 5 MB.",
    ],
  ])("%s", (_rule, file, problem) => {
    const said = inspirationProblem(file);
    expect(said && say(t, said)).toBe(problem);
  });

  it("lets the file input offer images only", () => {
    expect(INSPIRATION_ACCEPT).toBe("image/png,image/jpeg,image/webp,image/gif");
  });
});
