/**
 * An action asked first (docs/web-app.md: 'Remove' on the guest list and the updates, 'Revoke' on the co-hosts):
 * the button, then in its place the question as a group, "Yes, ..." and 'Cancel'. The question takes the focus on
 * 'Cancel' (a second Enter changes nothing); 'Cancel' or Escape gives it back to the button. A list keeps at most
 * one question open, so whether this one is open is the list's (`asking`); once the answer was yes and the item
 * is gone, the list moves the focus on (useRemovalFocus, through `actionRef`).
 */
import { useEffect, useRef } from "react";

export type AskFirstWords = {
  /** The button's words ("Remove") and its name, saying what it acts on ("Remove Kwame's answer"). */
  action: string;
  actionLabel: string;
  /** The question's name ("Remove Kwame's answer?"), its "Yes, remove" and 'Cancel'. */
  question: string;
  confirm: string;
  cancel: string;
};

export type AskFirstProps = {
  words: AskFirstWords;
  /** Whether the question is open. */
  asking: boolean;
  /** Opens (true) or closes (false) the question. */
  onAsk: (asking: boolean) => void;
  /** The answer was yes. */
  onConfirm: () => void;
  /** The button, for the list's removal focus. */
  actionRef?: (element: HTMLButtonElement | null) => void;
};

export function AskFirst({ words, asking, onAsk, onConfirm, actionRef }: AskFirstProps) {
  const action = useRef<HTMLButtonElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  /** Where the focus goes once the button or the question shows: only after this one was pressed. */
  const focusNext = useRef<"question" | "action" | null>(null);
  useEffect(() => {
    if (focusNext.current === "question") cancel.current?.focus();
    if (focusNext.current === "action") action.current?.focus();
    focusNext.current = null;
  }, [asking]);

  const answer = (open: boolean) => {
    focusNext.current = open ? "question" : "action";
    onAsk(open);
  };

  if (!asking) {
    return (
      <button
        ref={(element) => {
          action.current = element;
          actionRef?.(element);
        }}
        type="button"
        className="button event-button-quiet button-small"
        aria-label={words.actionLabel}
        onClick={() => answer(true)}
      >
        {words.action}
      </button>
    );
  }
  return (
    <div
      className="owner-confirm"
      role="group"
      aria-label={words.question}
      onKeyDown={(event) => {
        if (event.key === "Escape") answer(false);
      }}
    >
      <button type="button" className="button button-danger button-small" onClick={onConfirm}>
        {words.confirm}
      </button>
      <button
        ref={cancel}
        type="button"
        className="button event-button-quiet button-small"
        onClick={() => answer(false)}
      >
        {words.cancel}
      </button>
    </div>
  );
}
