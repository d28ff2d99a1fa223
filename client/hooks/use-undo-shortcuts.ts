/**
 * Ctrl+Z (Cmd+Z) undoes the last edit of the kit and Shift+Ctrl+Z (Shift+Cmd+Z, or Ctrl+Y) redoes it, anywhere
 * on the page (issue 26), except in a text field, where they undo the typing as the browser does (which is an edit
 * of the kit too).
 */
import { useEffect } from "react";

/** True when `target` edits text itself: the browser's own undo applies there. */
function editsText(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  return target instanceof HTMLInputElement &&
    !["checkbox", "radio", "button", "submit"].includes(target.type);
}

/** Listens while mounted, when `history` is given. */
export function useUndoShortcuts(history: { undo(): void; redo(): void } | null): void {
  useEffect(() => {
    if (!history) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || editsText(event.target)) return;
      const key = event.key.toLowerCase();
      const redo = (key === "z" && event.shiftKey) || (key === "y" && event.ctrlKey && !event.shiftKey);
      if (key !== "z" && !redo) return;
      event.preventDefault();
      if (redo) history.redo();
      else history.undo();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [history]);
}
