/**
 * The RSVP form: a real form posting to `POST /k/{id}/rsvp`, so it works without JavaScript (the server answers
 * 303 back to the page); with JavaScript it is sent to the JSON API instead, unless the answer it changes lives
 * in the no-JavaScript cookie (`posts`). The honeypot field `website` is off-screen, out of the tab order and
 * hidden from assistive technology: only a bot fills it in.
 *
 * It asks the organiser's questions (issue 38): a select of its choices, or a line of text, in fields named
 * `question-<id>`; a question that needs an answer says so, and is `required` once the page's script knows the
 * guest is coming (a guest who can't make it need not answer; without the script the server checks). The names
 * of the others in the party go in `companion` fields, as many as the party has others: the page's script shows
 * them as the party changes, and so does the stylesheet without it (client/styles/event.css). When the server
 * sends mail, an optional address field (`email`) asks where to send the confirmation.
 */
import { type FormEvent, useEffect, useId, useState } from "react";
import {
  ANSWER_KEY_FIELD,
  COMPANION_FIELD,
  type GuestEntry,
  HONEYPOT_FIELD,
  MAX_EMAIL_LENGTH,
  QUESTION_FIELD_PREFIX,
  RSVP_ANSWERS,
  RSVP_LIMITS,
  type RsvpAnswer,
  type RsvpQuestion,
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
  /** The organiser's questions, in order. */
  questions: readonly RsvpQuestion[];
  busy: boolean;
  /** The field a refusal named, marked invalid and described by the refusal (`refusalId`). */
  invalidField?: string;
  refusalId?: string;
  /** Sends the answer through the API. */
  onSubmit: (input: RsvpAnswerInput) => void;
  /** The form posts itself (the answer it changes is the cookie's). */
  posts: boolean;
  /**
   * The server sends mail (issue 38): the form asks for an optional address, for a confirmation with the
   * private link. Never filled in from an answer: the address is shown to the organiser alone.
   */
  mail?: boolean;
};

const PARTY_SIZES = Array.from({ length: RSVP_LIMITS.maxParty }, (_, index) => index + 1);
/** The places of the others in a party: guest 2 to guest 10. */
const COMPANION_PLACES = PARTY_SIZES.slice(1);

function isAnswer(value: unknown): value is RsvpAnswer {
  return (RSVP_ANSWERS as readonly unknown[]).includes(value);
}

/** The form's replies to `questions`: each filled field, by question id. */
export function repliesOf(form: FormData, questions: readonly RsvpQuestion[]): Record<string, string> {
  return Object.fromEntries(questions.flatMap((question) => {
    const reply = String(form.get(`${QUESTION_FIELD_PREFIX}${question.id}`) ?? "");
    return reply.trim() ? [[question.id, reply]] : [];
  }));
}

/** The form's companions: the filled fields among the first `party - 1` (the others are hidden). */
export function companionsOf(form: FormData, party: number): string[] {
  return form.getAll(COMPANION_FIELD).slice(0, Math.max(0, party - 1)).map(String).filter((name) =>
    name.trim() !== ""
  );
}

export function RsvpForm(props: RsvpFormProps) {
  const t = useT();
  const ids = {
    name: useId(),
    party: useId(),
    note: useId(),
    trap: useId(),
    email: useId(),
    emailHint: useId(),
  };
  const { initial } = props;
  const [party, setParty] = useState(initial?.party ?? 1);
  const [answer, setAnswer] = useState<RsvpAnswer | undefined>(initial?.answer);
  // Rendered as the server did first; then a question's `required` follows the answer chosen.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
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
    const party = Number(form.get("party") ?? 1);
    const email = props.mail ? String(form.get("email") ?? "").trim() : "";
    props.onSubmit({
      name: String(form.get("name") ?? ""),
      answer,
      party,
      note: String(form.get("note") ?? ""),
      answers: repliesOf(form, props.questions),
      companions: companionsOf(form, party),
      ...trap ? { website: trap } : {},
      ...email ? { email } : {},
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
              onChange={() => setAnswer(answer)}
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
          onChange={(event) => setParty(Number(event.currentTarget.value))}
          {...invalid("party")}
        >
          {PARTY_SIZES.map((size) => <option key={size} value={size}>{size}</option>)}
        </select>
      </div>
      <fieldset
        className="rsvp-companions"
        hidden={party <= 1}
        aria-describedby={props.invalidField === "companions" ? props.refusalId : undefined}
      >
        <legend className="field-label">{t("event.companions.legend")}</legend>
        <p className="rsvp-hint">{t("event.companions.hint")}</p>
        {COMPANION_PLACES.map((place, index) => (
          <CompanionField
            key={place}
            place={place}
            hidden={index >= party - 1}
            initial={initial?.companions[index] ?? ""}
            invalid={props.invalidField === "companions"}
          />
        ))}
      </fieldset>
      {props.questions.length > 0 && (
        <fieldset
          className="rsvp-questions"
          aria-describedby={props.invalidField === "answers" ? props.refusalId : undefined}
        >
          <legend className="field-label">{t("event.questions.legend")}</legend>
          {props.questions.map((question) => (
            <QuestionField
              key={question.id}
              question={question}
              initial={initial?.answers[question.id] ?? ""}
              required={hydrated && question.required && (answer === "going" || answer === "maybe")}
              invalid={props.invalidField === "answers"}
            />
          ))}
        </fieldset>
      )}
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
      {props.mail && (
        <div className="field">
          <label className="field-label" htmlFor={ids.email}>{t("event.mail.email")}</label>
          <p id={ids.emailHint} className="rsvp-hint">{t("event.mail.emailHint")}</p>
          <input
            id={ids.email}
            className="input"
            name="email"
            type="email"
            autoComplete="email"
            maxLength={MAX_EMAIL_LENGTH}
            defaultValue=""
            aria-describedby={props.invalidField === "email" ? props.refusalId : ids.emailHint}
            {...props.invalidField === "email" ? { "aria-invalid": true as const } : {}}
          />
        </div>
      )}
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

/** One of the organiser's questions: a select of its choices, or a line of text. */
function QuestionField(
  props: { question: RsvpQuestion; initial: string; required: boolean; invalid: boolean },
) {
  const t = useT();
  const fieldId = useId();
  const hintId = useId();
  const { question } = props;
  const common = {
    id: fieldId,
    name: `${QUESTION_FIELD_PREFIX}${question.id}`,
    defaultValue: props.initial,
    required: props.required,
    ...question.required ? { "aria-describedby": hintId } : {},
    ...props.invalid ? { "aria-invalid": true as const } : {},
  };
  return (
    <div className="rsvp-question">
      <label className="field-label" htmlFor={fieldId}>
        <span dir="auto">{question.label}</span>
      </label>
      {question.required && <p id={hintId} className="rsvp-hint">{t("event.questions.neededIfComing")}</p>}
      {question.choices
        ? (
          <select {...common} className="input" dir="auto">
            <option value="">{t("event.questions.choose")}</option>
            {question.choices.map((choice) => <option key={choice} value={choice}>{choice}</option>)}
          </select>
        )
        : <input {...common} className="input" type="text" dir="auto" autoComplete="off" />}
    </div>
  );
}

/** The name of the guest at `place` in the party (2 to 10), shown while the party reaches it. */
function CompanionField(props: { place: number; hidden: boolean; initial: string; invalid: boolean }) {
  const t = useT();
  const fieldId = useId();
  return (
    <div className="rsvp-companion" hidden={props.hidden}>
      <label className="field-label" htmlFor={fieldId}>
        {t("event.companions.label", { number: props.place })}
      </label>
      <input
        id={fieldId}
        className="input"
        name={COMPANION_FIELD}
        type="text"
        dir="auto"
        autoComplete="off"
        defaultValue={props.initial}
        {...props.invalid ? { "aria-invalid": true as const } : {}}
      />
    </div>
  );
}
