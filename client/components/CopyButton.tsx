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
  /** What is copied, for the button's name ("headline" gives "Copy headline"). */
  what: string;
};

export function CopyButton({ text, what }: CopyButtonProps) {
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
      aria-label={copied ? `Copied ${what}` : `Copy ${what}`}
      onClick={copy}
    >
      <Icon name={copied ? "check" : "copy"} />
    </button>
  );
}
