/**
 * A link to copy on the event page: the guest's private link, and a co-host's door link (issue 39). A read-only
 * field, labelled and described, with 'Copy' beside it: copied, a toast says so; refused by the browser, the
 * field takes the focus with the link selected, to copy by hand.
 */
import { useEffect, useId, useRef } from "react";
import { useServices } from "../app-context.ts";
import { Icon } from "../components/Icon.tsx";
import type { ToastMessage } from "../messages.ts";
import { useT } from "../i18n/use-words.ts";

export type LinkToCopyProps = {
  url: string;
  label: string;
  /** What the link does and who should have it, under the label. */
  hint: string;
  /** The toast once copied. */
  copied: ToastMessage;
  /** Takes the focus when it shows (a link just made, shown once), selected to copy. */
  focusOnShow?: boolean;
};

export function LinkToCopy({ url, label, hint, copied, focusOnShow = false }: LinkToCopyProps) {
  const { deps, toasts } = useServices();
  const t = useT();
  const fieldId = useId();
  const hintId = useId();
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusOnShow) field.current?.focus();
  }, [focusOnShow, url]);
  const copy = async () => {
    try {
      await deps.writeClipboard(url);
      toasts.show(copied);
    } catch {
      field.current?.focus(); // selected on focus, to copy by hand
    }
  };
  return (
    <div className="rsvp-private">
      <label className="field-label" htmlFor={fieldId}>{label}</label>
      <p id={hintId} className="rsvp-hint">{hint}</p>
      <div className="rsvp-private-row">
        <input
          id={fieldId}
          ref={field}
          className="input"
          type="url"
          value={url}
          readOnly
          aria-describedby={hintId}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="button event-button-quiet" onClick={copy}>
          <Icon name="copy" />
          {t("event.mine.copy")}
        </button>
      </div>
    </div>
  );
}
