/**
 * The owner's RSVP settings (issue 28): close answers now (or open them again), close them at a deadline (a
 * datetime in the owner's own zone), set a capacity (past it "going" joins the waitlist; empty for none), and
 * whether the page shows the first names of those going; and (issue 38) whether search engines may list the event
 * page, and the questions the form asks guests (QuestionsEditor). Each is saved on its own (PATCH rsvp-settings).
 */
import { type FormEvent, type InputHTMLAttributes, useEffect, useId, useState } from "react";
import type { RsvpSettings, RsvpSettingsChange } from "../../brandkit/web.ts";
import { RSVP_LIMITS } from "../../brandkit/web.ts";
import { useServices } from "../app-context.ts";
import { BusyButton } from "../components/BusyButton.tsx";
import { type Message, message } from "../i18n/translator.ts";
import { useWords } from "../i18n/use-words.ts";
import { EVENT_TOASTS } from "./event-messages.ts";
import { QuestionsEditor } from "./QuestionsEditor.tsx";

export type RsvpSettingsFormProps = {
  settings: RsvpSettings;
  save: (change: RsvpSettingsChange) => Promise<RsvpSettings>;
  /** Saved: what to say. */
  onSaved: (said: Message) => void;
};

const pad = (value: number) => String(value).padStart(2, "0");

/** An instant as a datetime-local input's value, in this browser's zone. */
export function localInputValue(iso: string | null): string {
  if (!iso) return "";
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${
    pad(date.getMinutes())
  }`;
}

export function RsvpSettingsForm({ settings, save, onSaved }: RsvpSettingsFormProps) {
  const { toasts } = useServices();
  const { language, t } = useWords();
  const ids = { names: useId(), heading: useId() };
  const [saving, setSaving] = useState(false);
  // The box follows a click at once; the server's settings have the last word once saved (or refused).
  const [showNames, setShowNames] = useState(settings.showNames);
  useEffect(() => setShowNames(settings.showNames), [settings.showNames]);

  /** Saves `change`; true when the server took it. */
  const apply = async (change: RsvpSettingsChange, said: Message): Promise<boolean> => {
    if (saving) return false;
    setSaving(true);
    try {
      await save(change);
      onSaved(said);
      return true;
    } catch {
      toasts.show(EVENT_TOASTS.settingsFailed);
      return false;
    } finally {
      setSaving(false);
    }
  };

  const saveDeadline = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get("closesAt") ?? "");
    const closesAt = value ? new Date(value).toISOString() : null;
    void apply(
      { closesAt },
      closesAt
        ? message("event.settings.saved.deadline", {
          date: new Date(closesAt).toLocaleString(language, { dateStyle: "long", timeStyle: "short" }),
        })
        : message("event.settings.saved.deadlineCleared"),
    );
  };

  const saveCapacity = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get("capacity") ?? "").trim();
    const capacity = value ? Number(value) : null;
    void apply(
      { capacity },
      capacity
        ? message("event.settings.saved.capacity", { capacity })
        : message("event.settings.saved.capacityCleared"),
    );
  };

  return (
    <div className="owner-settings" role="group" aria-labelledby={ids.heading}>
      <h3 id={ids.heading} className="owner-settings-title">{t("event.settings.title")}</h3>
      <div className="owner-setting">
        <p>{t(settings.open ? "event.settings.open" : "event.settings.closed")}</p>
        <BusyButton
          className="button event-button-quiet"
          busy={saving}
          onClick={() =>
            void apply(
              { open: !settings.open },
              message(settings.open ? "event.settings.saved.closed" : "event.settings.saved.opened"),
            )}
        >
          {t(settings.open ? "event.settings.close" : "event.settings.reopen")}
        </BusyButton>
      </div>
      <SettingForm
        label={t("event.settings.deadline")}
        save={t("event.settings.saveDeadline")}
        saving={saving}
        onSubmit={saveDeadline}
        input={{ type: "datetime-local", name: "closesAt", defaultValue: localInputValue(settings.closesAt) }}
      />
      <SettingForm
        label={t("event.settings.capacity")}
        save={t("event.settings.saveCapacity")}
        saving={saving}
        onSubmit={saveCapacity}
        input={{
          type: "number",
          name: "capacity",
          min: 1,
          max: RSVP_LIMITS.maxCapacity,
          inputMode: "numeric",
          defaultValue: settings.capacity ?? "",
        }}
      />
      <div className="owner-setting owner-check">
        <input
          id={ids.names}
          type="checkbox"
          checked={showNames}
          onChange={(event) => {
            const checked = event.currentTarget.checked;
            setShowNames(checked);
            void apply(
              { showNames: checked },
              message(checked ? "event.settings.saved.namesShown" : "event.settings.saved.namesHidden"),
            ).then((saved) => saved || setShowNames(!checked));
          }}
        />
        <label htmlFor={ids.names}>{t("event.settings.showNames")}</label>
      </div>
      <div className="owner-setting">
        <p>{t(settings.listed ? "event.listing.listed" : "event.listing.unlisted")}</p>
        <BusyButton
          className="button event-button-quiet"
          busy={saving}
          onClick={() =>
            void apply(
              { listed: !settings.listed },
              message(settings.listed ? "event.listing.saved.unlisted" : "event.listing.saved.listed"),
            )}
        >
          {t(settings.listed ? "event.listing.unlist" : "event.listing.list")}
        </BusyButton>
      </div>
      <QuestionsEditor
        questions={settings.questions}
        saving={saving}
        onSave={(questions) => void apply({ questions }, message("event.questions.saved"))}
      />
    </div>
  );
}

/** One setting with its own form: a label, its field (an input with `input`'s attributes) and its save button. */
function SettingForm(props: {
  label: string;
  save: string;
  saving: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  input: InputHTMLAttributes<HTMLInputElement> & { name: string };
}) {
  const inputId = useId();
  return (
    <form className="owner-setting" onSubmit={props.onSubmit}>
      <label className="field-label" htmlFor={inputId}>{props.label}</label>
      <div className="owner-setting-row">
        <input {...props.input} id={inputId} className="input" />
        <button type="submit" className="button event-button-quiet" aria-disabled={props.saving || undefined}>
          {props.save}
        </button>
      </div>
    </form>
  );
}
