/**
 * A labelled text-like input (text, date, time or URL) with an optional hint and error. An error marks the input
 * invalid and is announced; the hint stays described too.
 */
import { type Ref, useId } from "react";

export type TextFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  /** What is wrong with the value, shown under the input; none when it is fine. */
  error?: string | null;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  /** @default "text" */
  type?: "text" | "date" | "time" | "url";
  placeholder?: string;
  maxLength?: number;
  autoComplete?: string;
  /** Span the whole row of the form grid. @default false */
  wide?: boolean;
};

export function TextField(props: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [props.error && errorId, props.hint && hintId].filter(Boolean).join(" ");
  return (
    <div className={props.wide ? "field field-wide" : "field"}>
      <label className="field-label" htmlFor={id}>{props.label}</label>
      <input
        id={id}
        ref={props.inputRef}
        className="input"
        type={props.type ?? "text"}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        onBlur={props.onBlur}
        placeholder={props.placeholder}
        maxLength={props.maxLength}
        autoComplete={props.autoComplete ?? "off"}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {props.hint && <p id={hintId} className="field-hint">{props.hint}</p>}
      {props.error && <p id={errorId} className="field-error" role="alert">{props.error}</p>}
    </div>
  );
}
