import { describe, expect, it } from "vitest";
import {
  EDIT_HISTORY_LIMIT,
  type EditHistory,
  emptyHistory,
  recordEdit,
  redoEdit,
  undoEdit,
} from "../../client/state/edit-history.ts";

/** The states after `steps` ("a" edits to a, "undo", "redo") from "start", with the history at the end. */
function walk(steps: string[]): { state: string; history: EditHistory<string> } {
  let state = "start";
  let history = emptyHistory<string>();
  for (const step of steps) {
    const moved = step === "undo"
      ? undoEdit(history, state)
      : step === "redo"
      ? redoEdit(history, state)
      : null;
    if (moved) ({ state, history } = moved);
    else if (step !== "undo" && step !== "redo") {
      history = recordEdit(history, state);
      state = step;
    }
  }
  return { state, history };
}

describe("the edit history", () => {
  it.each([
    ["nothing done", [], "start", [], []],
    ["two edits", ["a", "b"], "b", ["start", "a"], []],
    ["an edit undone", ["a", "b", "undo"], "a", ["start"], ["b"]],
    ["every edit undone, and one undo too many", ["a", "b", "undo", "undo", "undo"], "start", [], ["a", "b"]],
    ["undone, then redone", ["a", "b", "undo", "undo", "redo"], "a", ["start"], ["b"]],
    ["a redo with nothing undone", ["a", "redo"], "a", ["start"], []],
    ["a new edit after an undo, which drops what could be redone", ["a", "b", "undo", "c"], "c", [
      "start",
      "a",
    ], []],
  ])("%s", (_what, steps, state, past, future) => {
    expect(walk(steps)).toEqual({ state, history: { past, future } });
  });

  it("keeps the last EDIT_HISTORY_LIMIT edits to undo, dropping the oldest", () => {
    const steps = Array.from({ length: EDIT_HISTORY_LIMIT + 5 }, (_, index) => `edit ${index}`);
    const { history } = walk(steps);
    expect(history.past).toHaveLength(EDIT_HISTORY_LIMIT);
    expect(history.past[0]).toBe("edit 4");
  });

  it("never changes the history it is given", () => {
    const history = recordEdit(emptyHistory<string>(), "start");
    const frozen = JSON.stringify(history);
    undoEdit(history, "a");
    recordEdit(history, "a");
    expect(JSON.stringify(history)).toBe(frozen);
  });
});
