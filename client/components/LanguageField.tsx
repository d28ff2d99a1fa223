/**
 * The form's "Language" select (issue 17): the kit's language, not the interface's. "Auto" by default, which reads
 * the language from the script of the name and place, then falls back to the interface's (the server knows it);
 * or one of the languages BrandKit writes, each by its autonym. "Auto" and the help are the interface's words.
 */
import { useId } from "react";
import { LANGUAGE_OPTIONS } from "../form/languages.ts";
import { say } from "../i18n/translator.ts";
import { useT } from "../i18n/use-words.ts";

export type LanguageFieldProps = {
  /** AUTO_LANGUAGE or a language tag. */
  value: string;
  onChange: (value: string) => void;
};

export function LanguageField({ value, onChange }: LanguageFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const t = useT();
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>{t("form.language.label")}</label>
      <select
        id={id}
        className="input select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={hintId}
      >
        {LANGUAGE_OPTIONS.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {typeof option.label === "string" ? option.label : say(t, option.label)}
          </option>
        ))}
      </select>
      <p id={hintId} className="field-hint">{t("form.language.hint")}</p>
    </div>
  );
}
