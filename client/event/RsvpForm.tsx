/**
 * The RSVP form: a real form posting to `POST /k/{id}/rsvp`, so it works without JavaScript (the server answers
 * 303 back to the page); with JavaScript it is sent to the JSON API instead, unless the answer it changes lives
 * in the no-JavaScript cookie (`posts`). The honeypot field `website` is off-screen, out of the tab order and
 * hidden from assistive technology: only a bot fills it in.
 */
import { type FormEvent, useId } from "react";
import {
  ANSWER_KEY_FIELD,
  type GuestEntry,
  HONEYPOT_FIELD,
  RSVP_ANSWERS,
  RSVP_LIMITS,
  type RsvpAnswer,
} from "../../brandkit/web.ts";
import { say } from "../i18n/translator.ts";
import { useT } from "../i18n/use-words.ts";
import type { RsvpAnswerInput } from "./rsvp-api.ts";
import { ANSWER_LABELS } from "./rsvp-messages.ts";

export type RsvpFormProps = {
  action: string;
  /** The no-JavaScript post's answer key (ANSWER_KEY_FIELD), sent in a hidden field. */
  answerKey?: string;
  /** The answer to change, its fields filled in. */
  initial?: GuestEntry;
  busy: boolean;
  /** The field a refusal named, marked invalid and described by the refusal (`refusalId`). */
  invalidField?: string;
  refusalId?: string;
  /** Sends the answer through the API. */
  onSubmit: (input: RsvpAnswerInput) => void;
  /** The form posts itself (the answer it changes is the cookie's). */
  posts: boolean;
};

const PARTY_SIZES = Array.from({ length: RSVP_LIMITS.maxParty }, (_, index) => index + 1);

function isAnswer(value: unknown): value is RsvpAnswer {
  return (RSVP_ANSWERS as readonly unknown[]).includes(value);
}

export function RsvpForm(props: RsvpFormProps) {
  const t = useT();
  const ids = { name: useId(), party: useId(), note: useId(), trap: useId() };
  const { initial } = props;
  const invalid = (field: string) =>
    props.invalidField === field
      ? { "aria-invalid": true as const, "aria-describedby": props.refusalId }
      : {};

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (props.posts) return;
    event.preventDefault();
    if (props.busy) return;
    const form = new FormData(event.currentTarget);
    const answer = form.get("answer");
    if (!isAnswer(answer)) return; // the radios are required: the browser asks first
    const trap = String(form.get(HONEYPOT_FIELD) ?? "");
    props.onSubmit({
      name: String(form.get("name") ?? ""),
      answer,
      party: Number(form.get("party") ?? 1),
      note: String(form.get("note") ?? ""),
      ...trap ? { website: trap } : {},
    });
  };

  return (
    <form className="rsvp-form" method="post" action={props.action} onSubmit={submit}>
      <h3 className="rsvp-form-title">{t(initial ? "event.form.titleChange" : "event.form.titleNew")}</h3>
      <div className="field">
        <label className="field-label" htmlFor={ids.name}>{t("event.form.name")}</label>
        <input
          id={ids.name}
          className="input"
          name="name"
          type="text"
          required
          autoComplete="name"
          dir="auto"
          defaultValue={initial?.name ?? ""}
          {...invalid("name")}
        />
      </div>
      <fieldset
        className="rsvp-answers"
        aria-describedby={props.invalidField === "answer" ? props.refusalId : undefined}
      >
        <legend className="field-label">{t("event.form.answer")}</legend>
        {RSVP_ANSWERS.map((answer) => (
          <label key={answer} className="rsvp-answer">
            <input
              type="radio"
              name="answer"
              value={answer}
              required
              defaultChecked={initial?.answer === answer}
            />
            <span>{say(t, ANSWER_LABELS[answer])}</span>
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label className="field-label" htmlFor={ids.party}>{t("event.form.party")}</label>
        <select
          id={ids.party}
          className="input rsvp-party"
          name="party"
          defaultValue={String(initial?.party ?? 1)}
          {...invalid("party")}
        >
          {PARTY_SIZES.map((size) => <option key={size} value={size}>{size}</option>)}
        </select>
      </div>
      <div className="field">
        <label className="field-label" htmlFor={ids.note}>{t("event.form.note")}</label>
        <textarea
          id={ids.note}
          className="input rsvp-note"
          name="note"
          rows={3}
          dir="auto"
          defaultValue={initial?.note ?? ""}
          {...invalid("note")}
        />
      </div>
      {props.answerKey && <input type="hidden" name={ANSWER_KEY_FIELD} value={props.answerKey} />}
      <div className="rsvp-trap" aria-hidden="true">
        <label htmlFor={ids.trap}>{t("event.form.trap")}</label>
        <input
          id={ids.trap}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <button type="submit" className="button event-button" aria-disabled={props.busy || undefined}>
        {t(props.busy ? "event.form.sending" : initial ? "event.form.update" : "event.form.send")}
      </button>
    </form>
  );
}
