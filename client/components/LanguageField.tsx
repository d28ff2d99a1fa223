/**
 * The form's "Language" select (issue 17): "Auto" by default, which reads the language from the script of the
 * name and place, then from the browser; or one of the languages BrandKit writes.
 */
import { useId } from "react";
import { LANGUAGE_OPTIONS } from "../form/languages.ts";

export type LanguageFieldProps = {
  /** AUTO_LANGUAGE or a language tag. */
  value: string;
  onChange: (value: string) => void;
};

export function LanguageField({ value, onChange }: LanguageFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>Language</label>
      <select
        id={id}
        className="input select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={hintId}
      >
        {LANGUAGE_OPTIONS.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>{option.label}</option>
        ))}
      </select>
      <p id={hintId} className="field-hint">Auto follows the name and place, then your browser.</p>
    </div>
  );
}
