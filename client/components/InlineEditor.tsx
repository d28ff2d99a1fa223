/**
 * A line of the kit's copy edited in place (issue 26): its text in an input (a text area for the description)
 * that takes the focus, Enter saves and Escape cancels (in the text area, Shift+Enter makes a new line), with
 * 'Save' and 'Cancel' buttons for the mouse and touch. An empty line is refused where it is typed. 'Edit'
 * (EditButton) opens it, beside the line's copy button.
 */
import { type KeyboardEvent, type Ref, useEffect, useId, useRef, useState } from "react";
import type { CopyLangProps } from "../copy-lang.ts";
import { useT } from "../i18n/use-words.ts";
import { Icon } from "./Icon.tsx";

export type InlineEditorProps = {
  /** What is edited, as the page names it ("Headline", "Caption 1"): the input's label. */
  label: string;
  value: string;
  /** A text area, where Shift+Enter makes a new line. @default false */
  multiline?: boolean;
  maxLength?: number;
  /** The kit's language and direction. */
  lang: CopyLangProps;
  /** The new text, trimmed and not empty (the same text closes the editor and changes nothing). */
  onSave: (text: string) => void;
  onCancel: () => void;
};

export function InlineEditor(props: InlineEditorProps) {
  const { multiline = false } = props;
  const id = useId();
  const t = useT();
  const [draft, setDraft] = useState(props.value);
  /** An empty line was refused: said under the input until the text changes. */
  const [refused, setRefused] = useState(false);
  const error = refused ? t("result.editor.empty", { label: props.label }) : null;
  const input = useRef<HTMLInputElement & HTMLTextAreaElement>(null);

  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);

  const save = () => {
    const text = draft.trim();
    if (!text) return setRefused(true);
    if (text === props.value) props.onCancel();
    else props.onSave(text);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      props.onCancel();
    } else if (event.key === "Enter" && !(multiline && event.shiftKey) && !event.nativeEvent.isComposing) {
      event.preventDefault();
      save();
    }
  };

  const common = {
    id,
    ref: input as Ref<HTMLInputElement & HTMLTextAreaElement>,
    className: multiline ? "input inline-editor-input inline-editor-area" : "input inline-editor-input",
    value: draft,
    maxLength: props.maxLength,
    onChange: (event: { target: { value: string } }) => {
      setDraft(event.target.value);
      setRefused(false);
    },
    onKeyDown,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": `${id}-hint${error ? ` ${id}-error` : ""}`,
    ...props.lang,
  };
  return (
    <div className="inline-editor">
      <label className="visually-hidden" htmlFor={id}>{props.label}</label>
      {multiline ? <textarea {...common} rows={4} /> : <input {...common} type="text" autoComplete="off" />}
      <div className="inline-editor-bar">
        <p id={`${id}-hint`} className="field-hint">
          {multiline ? t("result.editor.hintMultiline") : t("result.editor.hint")}
        </p>
        <div className="inline-editor-actions">
          <button type="button" className="button button-secondary button-small" onClick={props.onCancel}>
            {t("result.common.cancel")}
          </button>
          <button type="button" className="button button-primary button-small" onClick={save}>
            <Icon name="check" size={16} />
            {t("result.editor.save")}
          </button>
        </div>
      </div>
      {error && <p id={`${id}-error`} className="field-error" role="alert">{error}</p>}
    </div>
  );
}

export type EditButtonProps = {
  /** Its name, saying what it edits ("Edit headline"). */
  label: string;
  onClick: () => void;
  buttonRef?: Ref<HTMLButtonElement>;
  /** @default "button button-ghost button-small edit-button" */
  className?: string;
};

/** 'Edit', beside a line's copy button. */
export function EditButton(props: EditButtonProps) {
  const t = useT();
  return (
    <button
      ref={props.buttonRef}
      type="button"
      className={props.className ?? "button button-ghost button-small edit-button"}
      aria-label={props.label}
      onClick={props.onClick}
    >
      <Icon name="pencil" size={16} />
      <span className="edit-button-text">{t("result.editor.edit")}</span>
    </button>
  );
}
