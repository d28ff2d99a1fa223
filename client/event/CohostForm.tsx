/**
 * 'Add co-host' (issue 39): who is helping at the door, named as the owner likes ("Sam at the side door"), then
 * `add`. A name the server refuses is said under the field; any other failure in a toast.
 */
import { type FormEvent, useId, useState } from "react";
import { MAX_COHOST_LABEL_LENGTH } from "../../brandkit/web.ts";
import { apiErrorStatus } from "../api/api-error.ts";
import { useServices } from "../app-context.ts";
import { BusyButton } from "../components/BusyButton.tsx";
import { useT } from "../i18n/use-words.ts";
import { EVENT_TOASTS } from "./event-messages.ts";

export function CohostForm({ add }: { add: (label: string) => Promise<void> }) {
  const { toasts } = useServices();
  const t = useT();
  const ids = { label: useId(), hint: useId(), failure: useId() };
  const [label, setLabel] = useState("");
  const [adding, setAdding] = useState(false);
  const [refused, setRefused] = useState(false);

  const submit = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (adding || label.trim() === "") return;
    setAdding(true);
    setRefused(false);
    try {
      await add(label);
      setLabel("");
    } catch (error) {
      if (apiErrorStatus(error) === 400) setRefused(true);
      else toasts.show(EVENT_TOASTS.cohostFailed);
    } finally {
      setAdding(false);
    }
  };

  return (
    <form className="owner-cohost-form" onSubmit={(event) => void submit(event)}>
      <label className="field-label" htmlFor={ids.label}>{t("event.cohosts.label")}</label>
      <p id={ids.hint} className="owner-update-hint">{t("event.cohosts.hint")}</p>
      <div className="owner-setting-row">
        <input
          id={ids.label}
          className="input"
          name="label"
          dir="auto"
          autoComplete="off"
          aria-describedby={refused ? `${ids.hint} ${ids.failure}` : ids.hint}
          aria-invalid={refused || undefined}
          value={label}
          onChange={(event) => setLabel(event.currentTarget.value)}
        />
        <BusyButton
          className="button event-button"
          busy={adding}
          busyLabel={t("event.cohosts.adding")}
          onClick={() => void submit()}
        >
          {t("event.cohosts.add")}
        </BusyButton>
      </div>
      {refused && (
        <p id={ids.failure} className="rsvp-refusal" role="alert">
          {t("event.cohosts.invalid", { max: MAX_COHOST_LABEL_LENGTH })}
        </p>
      )}
    </form>
  );
}
