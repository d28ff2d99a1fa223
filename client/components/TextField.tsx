/**
 * A labelled text-like input (text or date) with an optional hint.
 */
import { useId } from "react";

export type TextFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  /** @default "text" */
  type?: "text" | "date";
  placeholder?: string;
  maxLength?: number;
  autoComplete?: string;
  /** Span the whole row of the form grid. @default false */
  wide?: boolean;
};

export function TextField(props: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={props.wide ? "field field-wide" : "field"}>
      <label className="field-label" htmlFor={id}>{props.label}</label>
      <input
        id={id}
        className="input"
        type={props.type ?? "text"}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        placeholder={props.placeholder}
        maxLength={props.maxLength}
        autoComplete={props.autoComplete ?? "off"}
        aria-describedby={props.hint ? hintId : undefined}
      />
      {props.hint && <p id={hintId} className="field-hint">{props.hint}</p>}
    </div>
  );
}
