/**
 * The inspiration image (docs/behaviour.md#inspiration-image): an image file only, read into a data URL,
 * previewed, removable.
 */
import { type ChangeEvent, useId, useRef, useState } from "react";
import { INSPIRATION_ACCEPT, INSPIRATION_MAX_MB, inspirationProblem } from "../form/inspiration.ts";
import { type Message, message, say } from "../i18n/translator.ts";
import { useT } from "../i18n/use-words.ts";
import { Icon } from "./Icon.tsx";

export type InspirationFieldProps = {
  /** The image as a data URL, or "" for none. */
  value: string;
  onChange: (dataUrl: string) => void;
};

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

export function InspirationField({ value, onChange }: InspirationFieldProps) {
  const id = useId();
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [fileName, setFileName] = useState("");
  const [problem, setProblem] = useState<Message | null>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ""; // choosing the same file again still counts as a change
    if (!file) return;
    const reason = inspirationProblem(file);
    setProblem(reason);
    if (reason) return;
    try {
      onChange(await readAsDataUrl(file));
      setFileName(file.name);
    } catch {
      setProblem(message("form.inspiration.unreadable"));
    }
  };

  const remove = () => {
    onChange("");
    setFileName("");
    input.current?.focus();
  };

  return (
    <div className="field field-wide">
      <span className="field-label" id={`${id}-label`}>{t("form.inspiration.label")}</span>
      <div className="upload">
        <input
          ref={input}
          id={id}
          type="file"
          accept={INSPIRATION_ACCEPT}
          className="upload-input"
          onChange={onFile}
          aria-labelledby={`${id}-label ${id}-button`}
          aria-describedby={problem ? `${id}-problem` : `${id}-hint`}
        />
        <label htmlFor={id} id={`${id}-button`} className="upload-button">
          <Icon name="upload" />
          {value ? t("form.inspiration.replace") : t("form.inspiration.upload")}
        </label>
        <p id={`${id}-hint`} className="field-hint">
          {t("form.inspiration.hint", { max: INSPIRATION_MAX_MB })}
        </p>
      </div>
      {problem && <p id={`${id}-problem`} className="field-error" role="alert">{say(t, problem)}</p>}
      {value && (
        <div className="upload-preview">
          <img
            src={value}
            alt={fileName ? t("form.inspiration.previewNamed", { fileName }) : t("form.inspiration.preview")}
          />
          <button type="button" className="button button-ghost" onClick={remove}>
            <Icon name="x" />
            {t("form.inspiration.remove")}
          </button>
        </div>
      )}
    </div>
  );
}
