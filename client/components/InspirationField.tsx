/**
 * The inspiration image (docs/behaviour.md#inspiration-image): an image file only, read into a data URL,
 * previewed, removable.
 */
import { type ChangeEvent, useId, useRef, useState } from "react";
import { INSPIRATION_ACCEPT, INSPIRATION_MAX_MB, inspirationProblem } from "../form/inspiration.ts";
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
  const input = useRef<HTMLInputElement>(null);
  const [fileName, setFileName] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

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
      setProblem("That file could not be read. Try another image.");
    }
  };

  const remove = () => {
    onChange("");
    setFileName("");
    input.current?.focus();
  };

  return (
    <div className="field field-wide">
      <span className="field-label" id={`${id}-label`}>Inspiration image</span>
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
          {value ? "Choose another image" : "Upload an image"}
        </label>
        <p id={`${id}-hint`} className="field-hint">PNG, JPEG, WebP or GIF, up to {INSPIRATION_MAX_MB} MB.</p>
      </div>
      {problem && <p id={`${id}-problem`} className="field-error" role="alert">{problem}</p>}
      {value && (
        <div className="upload-preview">
          <img src={value} alt={`Inspiration preview${fileName ? `: ${fileName}` : ""}`} />
          <button type="button" className="button button-ghost" onClick={remove}>
            <Icon name="x" />
            Remove image
          </button>
        </div>
      )}
    </div>
  );
}
