import { describe, expect, it } from "vitest";
import { REQUEST_LIMITS } from "../../brandkit/mod.ts";
import { addColor, addVibe, canRemoveColor, removeColor } from "../../client/form/chips.ts";
import { INSPIRATION_ACCEPT, inspirationProblem } from "../../client/form/inspiration.ts";

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
    expect(inspirationProblem(file)).toBe(problem);
  });

  it("lets the file input offer images only", () => {
    expect(INSPIRATION_ACCEPT).toBe("image/png,image/jpeg,image/webp,image/gif");
  });
});
