/**
 * Which line of a list is being edited in place (issue 26), and where the keyboard goes when its editor closes:
 * back to that line's 'Edit' button, so a keyboard user carries on where they were.
 */
import { useEffect, useRef, useState } from "react";

export type InlineEditing = {
  /** The key of the line being edited, or null. */
  editing: string | null;
  start(key: string): void;
  /** Closes the editor; the focus goes back to its 'Edit' button. */
  stop(): void;
  /** The ref callback of the 'Edit' button of the line `key`. */
  buttonRef(key: string): (element: HTMLButtonElement | null) => void;
};

export function useInlineEditing(): InlineEditing {
  const [editing, setEditing] = useState<string | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const returnTo = useRef<string | null>(null);

  useEffect(() => {
    if (editing !== null || returnTo.current === null) return;
    buttons.current.get(returnTo.current)?.focus();
    returnTo.current = null;
  }, [editing]);

  return {
    editing,
    start: (key) => setEditing(key),
    stop() {
      returnTo.current = editing;
      setEditing(null);
    },
    buttonRef: (key) => (element) => {
      if (element) buttons.current.set(key, element);
      else buttons.current.delete(key);
    },
  };
}
