/**
 * A copy button: copies its text, shows a check for 2 s (docs/behaviour.md#states-and-transitions) and says
 * so with the 'Copied!' toast; a refused clipboard gets the 'Failed to copy' toast.
 */
import { useEffect, useRef, useState } from "react";
import { COPY_CHECK_MS } from "../../brandkit/web.ts";
import { useServices } from "../app-context.ts";
import { TOASTS } from "../messages.ts";
import { Icon } from "./Icon.tsx";

export type CopyButtonProps = {
  text: string;
  /** The button's name, saying what it copies ("Copy headline"). */
  label: string;
  /** Its name once it copied ("Copied headline"). */
  doneLabel: string;
};

export function CopyButton({ text, label, doneLabel }: CopyButtonProps) {
  const { deps, toasts } = useServices();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await deps.writeClipboard(text);
    } catch {
      toasts.show(TOASTS.copyFailed);
      return;
    }
    setCopied(true);
    toasts.show(TOASTS.copied);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPY_CHECK_MS);
  };

  return (
    <button
      type="button"
      className={`button button-icon button-ghost copy-button${copied ? " copy-button-done" : ""}`}
      aria-label={copied ? doneLabel : label}
      onClick={copy}
    >
      <Icon name={copied ? "check" : "copy"} />
    </button>
  );
}
