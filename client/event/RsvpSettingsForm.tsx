/**
 * The owner's RSVP settings (issue 28): close answers now (or open them again), close them at a deadline (a
 * datetime in the owner's own zone), set a capacity (past it "going" joins the waitlist; empty for none), and
 * whether the page shows the first names of those going. Each is saved on its own (PATCH rsvp-settings).
 */
import { type FormEvent, type InputHTMLAttributes, useEffect, useId, useState } from "react";
import type { RsvpSettings, RsvpSettingsChange } from "../../brandkit/web.ts";
import { RSVP_LIMITS } from "../../brandkit/web.ts";
import { useServices } from "../app-context.ts";
import { BusyButton } from "../components/BusyButton.tsx";
import { EVENT_TOASTS } from "./event-messages.ts";

export type RsvpSettingsFormProps = {
  settings: RsvpSettings;
  save: (change: RsvpSettingsChange) => Promise<RsvpSettings>;
  /** Saved: what to say. */
  onSaved: (message: string) => void;
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
  const ids = { names: useId(), heading: useId() };
  const [saving, setSaving] = useState(false);
  // The box follows a click at once; the server's settings have the last word once saved (or refused).
  const [showNames, setShowNames] = useState(settings.showNames);
  useEffect(() => setShowNames(settings.showNames), [settings.showNames]);

  /** Saves `change`; true when the server took it. */
  const apply = async (change: RsvpSettingsChange, message: string): Promise<boolean> => {
    if (saving) return false;
    setSaving(true);
    try {
      await save(change);
      onSaved(message);
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
        ? `Answers close on ${
          new Date(closesAt).toLocaleString(undefined, { dateStyle: "long", timeStyle: "short" })
        }.`
        : "The deadline is cleared.",
    );
  };

  const saveCapacity = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get("capacity") ?? "").trim();
    const capacity = value ? Number(value) : null;
    void apply(
      { capacity },
      capacity
        ? `At most ${capacity} ${capacity === 1 ? "person" : "people"} going; the rest join the waitlist.`
        : "The capacity is cleared: no limit.",
    );
  };

  return (
    <div className="owner-settings" role="group" aria-labelledby={ids.heading}>
      <h3 id={ids.heading} className="owner-settings-title">RSVP settings</h3>
      <div className="owner-setting">
        <p>{settings.open ? "Taking answers." : "Closed: not taking answers."}</p>
        <BusyButton
          className="button event-button-quiet"
          busy={saving}
          onClick={() =>
            void apply({ open: !settings.open }, settings.open ? "RSVP is closed." : "RSVP is open again.")}
        >
          {settings.open ? "Close RSVP now" : "Open RSVP again"}
        </BusyButton>
      </div>
      <SettingForm
        label="Close answers at (your time)"
        save="Save deadline"
        saving={saving}
        onSubmit={saveDeadline}
        input={{ type: "datetime-local", name: "closesAt", defaultValue: localInputValue(settings.closesAt) }}
      />
      <SettingForm
        label="Capacity: people going (empty for no limit)"
        save="Save capacity"
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
              checked ? "The page shows the first names of those going." : "The page no longer shows names.",
            ).then((saved) => saved || setShowNames(!checked));
          }}
        />
        <label htmlFor={ids.names}>Show the first names of those going on the page</label>
      </div>
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
