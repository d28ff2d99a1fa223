import { describe, expect, it } from "vitest";
import {
  isTyping,
  LISTBOX_PAGE_STEP,
  listboxMove,
  NO_TYPE_AHEAD,
  TYPE_AHEAD_RESET_MS,
  typeAhead,
  typeAheadIndex,
} from "../../client/form/listbox-keys.ts";

describe("listboxMove()", () => {
  it.each([
    ["ArrowDown", 3, 4],
    ["ArrowDown", 59, 59],
    ["ArrowUp", 3, 2],
    ["ArrowUp", 0, 0],
    ["PageDown", 3, 3 + LISTBOX_PAGE_STEP],
    ["PageDown", 55, 59],
    ["PageUp", 5, 0],
    ["Home", 30, 0],
    ["End", 30, 59],
    ["Enter", 30, null],
    ["a", 30, null],
  ])("moves %s from option %i of 60 to %j", (key, index, expected) => {
    expect(listboxMove(key, index, 60)).toBe(expected);
  });

  it("moves nowhere in an empty list", () => {
    expect(listboxMove("ArrowDown", 0, 0)).toBeNull();
  });
});

const NAMES = ["Sunset Glow", "Coral Dream", "Ocean Depths", "Olive Grove", "Ocean Breeze", "Candy Pop"];

describe("typeAheadIndex()", () => {
  it.each([
    ["finds the next name starting with a letter after the current one", 0, "o", 2],
    ["steps through the names with the same letter typed again", 2, "oo", 3],
    ["wraps round to the first name with the letter", 4, "o", 2],
    ["finds a longer prefix from the current name on", 2, "ocean b", 4],
    ["ignores case", 0, "CANDY", 5],
    ["finds nothing for a prefix no name has", 0, "zz", -1],
    ["finds nothing for an empty search", 0, "", -1],
  ])("%s", (_case, current, query, expected) => {
    expect(typeAheadIndex(NAMES, current, query)).toBe(expected);
  });
});

describe("typeAhead()", () => {
  it("continues the search while the keys come quickly, and starts again after a pause", () => {
    const first = typeAhead(NO_TYPE_AHEAD, "o", 1_000);
    const second = typeAhead(first, "c", 1_000 + TYPE_AHEAD_RESET_MS - 1);
    expect(second).toEqual({ query: "oc", at: 1_000 + TYPE_AHEAD_RESET_MS - 1 });
    expect(typeAhead(second, "c", second.at + TYPE_AHEAD_RESET_MS).query).toBe("c");
  });

  it("counts a space as typing only while a search is going", () => {
    expect(isTyping(NO_TYPE_AHEAD, 0)).toBe(false);
    const search = typeAhead(NO_TYPE_AHEAD, "o", 0);
    expect(isTyping(search, TYPE_AHEAD_RESET_MS - 1)).toBe(true);
    expect(isTyping(search, TYPE_AHEAD_RESET_MS)).toBe(false);
  });
});
