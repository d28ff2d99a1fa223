/**
 * The owner's questions for guests (issue 38), in owner mode on the event page: add (up to 5), edit, remove,
 * give a question choices (one per line: none for a written answer, else 2 to 8 different ones) and say whether
 * guests coming must answer. Saved together (PATCH rsvp-settings `questions`): a question keeps its id, and so
 * the replies already given, however it is renamed.
 */
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { RSVP_LIMITS, type RsvpQuestion, type RsvpQuestionInput } from "../../brandkit/web.ts";
import { useT } from "../i18n/use-words.ts";

/** A question as the editor holds it: its choices as the lines of a text box. */
export type QuestionDraft = {
  /** React's key, for a question without an id yet. */
  key: string;
  id?: string;
  label: string;
  choices: string;
  required: boolean;
  /** Just added: its label takes the focus. */
  fresh?: boolean;
};

let drafted = 0;

/** The drafts of the questions kept. */
export function draftsOf(questions: readonly RsvpQuestion[]): QuestionDraft[] {
  return questions.map((question) => ({
    key: question.id,
    id: question.id,
    label: question.label,
    choices: (question.choices ?? []).join("\n"),
    required: question.required,
  }));
}

/** Characters as a reader counts them, near enough for a form's check (the server counts exactly). */
const length = (text: string) => [...text].length;

/**
 * The questions to send, or null when one is not ready: a label of 1 to 120 characters, and choices either none
 * or 2 to 8 different lines of at most 60 characters (blank lines ignored).
 */
export function questionsOfDrafts(drafts: readonly QuestionDraft[]): RsvpQuestionInput[] | null {
  const questions: RsvpQuestionInput[] = [];
  for (const draft of drafts) {
    const label = draft.label.trim();
    const choices = draft.choices.split("\n").map((line) => line.trim()).filter((line) => line !== "");
    const fine = label !== "" && length(label) <= RSVP_LIMITS.maxQuestionLength &&
      (choices.length === 0 ||
        (choices.length >= RSVP_LIMITS.minChoices && choices.length <= RSVP_LIMITS.maxChoices &&
          new Set(choices).size === choices.length &&
          choices.every((choice) => length(choice) <= RSVP_LIMITS.maxChoiceLength)));
    if (!fine) return null;
    questions.push({
      ...draft.id ? { id: draft.id } : {},
      label,
      ...choices.length ? { choices } : {},
      required: draft.required,
    });
  }
  return questions;
}

export type QuestionsEditorProps = {
  questions: readonly RsvpQuestion[];
  saving: boolean;
  /** Saves the questions, all of them. */
  onSave: (questions: RsvpQuestionInput[]) => void;
};

export function QuestionsEditor({ questions, saving, onSave }: QuestionsEditorProps) {
  const t = useT();
  const headingId = useId();
  const problemId = useId();
  const [drafts, setDrafts] = useState(() => draftsOf(questions));
  const [problem, setProblem] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  // The questions as saved (with the ids the server gave) replace the drafts.
  const saved = JSON.stringify(questions);
  useEffect(() => {
    setDrafts(draftsOf(JSON.parse(saved)));
    setProblem(false);
  }, [saved]);

  const full = drafts.length >= RSVP_LIMITS.maxQuestions;
  const change = (key: string, patch: Partial<QuestionDraft>) =>
    setDrafts((all) => all.map((draft) => draft.key === key ? { ...draft, ...patch, fresh: false } : draft));
  const add = () => {
    if (full) return;
    setDrafts((
      all,
    ) => [...all, { key: `new-${++drafted}`, label: "", choices: "", required: false, fresh: true }]);
  };
  const remove = (key: string) => {
    setDrafts((all) => all.filter((draft) => draft.key !== key));
    addButton.current?.focus();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const ready = questionsOfDrafts(drafts);
    setProblem(ready === null);
    if (ready) onSave(ready);
  };

  return (
    <form className="owner-questions" aria-labelledby={headingId} onSubmit={submit} noValidate>
      <h3 id={headingId} className="owner-settings-title">{t("event.questions.editor.title")}</h3>
      <p className="rsvp-hint">{t("event.questions.editor.lead", { max: RSVP_LIMITS.maxQuestions })}</p>
      {drafts.length === 0 && <p>{t("event.questions.editor.empty")}</p>}
      {drafts.map((draft, index) => (
        <QuestionDraftFields
          key={draft.key}
          draft={draft}
          number={index + 1}
          onChange={(patch) => change(draft.key, patch)}
          onRemove={() => remove(draft.key)}
        />
      ))}
      {problem && (
        <p id={problemId} className="rsvp-refusal" role="alert">
          {t("event.questions.editor.invalid", {
            min: RSVP_LIMITS.minChoices,
            max: RSVP_LIMITS.maxChoices,
          })}
        </p>
      )}
      <div className="owner-question-actions">
        <button
          ref={addButton}
          type="button"
          className="button event-button-quiet"
          aria-disabled={full || undefined}
          onClick={add}
        >
          {t("event.questions.editor.add")}
        </button>
        <button type="submit" className="button event-button" aria-disabled={saving || undefined}>
          {t("event.questions.editor.save")}
        </button>
      </div>
    </form>
  );
}

/** One question's fields: its label, its choices (one per line), whether it needs an answer, and 'Remove'. */
function QuestionDraftFields(props: {
  draft: QuestionDraft;
  number: number;
  onChange: (patch: Partial<QuestionDraft>) => void;
  onRemove: () => void;
}) {
  const t = useT();
  const ids = { label: useId(), choices: useId(), hint: useId(), required: useId() };
  const { draft } = props;
  return (
    <fieldset className="owner-question">
      <legend className="field-label">{t("event.questions.editor.number", { number: props.number })}</legend>
      <label className="field-label" htmlFor={ids.label}>{t("event.questions.editor.label")}</label>
      <input
        id={ids.label}
        className="input"
        type="text"
        dir="auto"
        value={draft.label}
        autoFocus={draft.fresh}
        onChange={(event) => props.onChange({ label: event.currentTarget.value })}
      />
      <label className="field-label" htmlFor={ids.choices}>{t("event.questions.editor.choices")}</label>
      <p id={ids.hint} className="rsvp-hint">
        {t("event.questions.editor.choicesHint", {
          min: RSVP_LIMITS.minChoices,
          max: RSVP_LIMITS.maxChoices,
        })}
      </p>
      <textarea
        id={ids.choices}
        className="input rsvp-note"
        rows={3}
        dir="auto"
        value={draft.choices}
        aria-describedby={ids.hint}
        onChange={(event) => props.onChange({ choices: event.currentTarget.value })}
      />
      <div className="owner-check">
        <input
          id={ids.required}
          type="checkbox"
          checked={draft.required}
          onChange={(event) => props.onChange({ required: event.currentTarget.checked })}
        />
        <label htmlFor={ids.required}>{t("event.questions.editor.required")}</label>
      </div>
      <button
        type="button"
        className="button event-button-quiet button-small"
        aria-label={t("event.questions.editor.removeLabel", { number: props.number })}
        onClick={props.onRemove}
      >
        {t("event.questions.editor.remove")}
      </button>
    </fieldset>
  );
}
