import { describe, expect, it } from "vitest";
import { focusIndexAfterRemoval } from "../../client/form/removal-focus.ts";

describe("focusIndexAfterRemoval()", () => {
  it.each([
    ["the item that took the removed one's place", 1, 3, 1],
    ["the new last item when the last one was removed", 3, 3, 2],
    ["the first item when the first one was removed", 0, 2, 0],
    ["nothing (so the field's input) when no item is left", 0, 0, null],
  ])("focuses %s", (_case, removedIndex, remainingCount, expected) => {
    expect(focusIndexAfterRemoval(removedIndex, remainingCount)).toBe(expected);
  });
});
