/**
 * Vibe keywords as removable chips (docs/behaviour.md#vibes): added with the button or Enter, and a comma or
 * semicolon ends a keyword as it is typed or pasted (issue 26); trimmed; empty and duplicate keywords are
 * ignored. Removing a chip moves the keyboard to its neighbour (or the input).
 */
import { type ClipboardEvent, type KeyboardEvent, useId, useRef, useState } from "react";
import { REQUEST_LIMITS } from "../../brandkit/web.ts";
import { addVibes, commitTypedVibes, hasVibeSeparator, removeVibe } from "../form/chips.ts";
import { useRemovalFocus } from "../hooks/use-removal-focus.ts";
import { useT } from "../i18n/use-words.ts";
import { Icon } from "./Icon.tsx";

export type VibeFieldProps = {
  vibes: readonly string[];
  onChange: (vibes: readonly string[]) => void;
};

export function VibeField({ vibes, onChange }: VibeFieldProps) {
  const id = useId();
  const t = useT();
  const [draft, setDraft] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const focus = useRemovalFocus(() => input.current);

  const remove = (vibe: string, index: number) => {
    const remaining = removeVibe(vibes, vibe);
    focus.removed(index, remaining.length);
    onChange(remaining);
  };

  const add = () => {
    onChange(addVibes(vibes, draft));
    setDraft("");
  };

  // While an input method composes, its text is not final: a separator in it waits for the composition to end.
  const type = (text: string, composing: boolean) => {
    const typed = composing ? { vibes, draft: text } : commitTypedVibes(vibes, text);
    if (typed.vibes !== vibes) onChange(typed.vibes);
    setDraft(typed.draft);
  };

  // A pasted list becomes chips whole, its last keyword too; the field's length limit would cut it short.
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData("text");
    if (!hasVibeSeparator(pasted)) return; // one keyword: the browser pastes it into the field
    event.preventDefault();
    const { selectionStart, selectionEnd } = event.currentTarget;
    const text = draft.slice(0, selectionStart ?? draft.length) + pasted +
      draft.slice(selectionEnd ?? draft.length);
    onChange(addVibes(vibes, text));
    setDraft("");
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
    event.preventDefault(); // Enter adds a chip; it must not submit the form
    add();
  };

  return (
    <div className="field field-wide">
      <label className="field-label" htmlFor={id}>{t("form.vibes.label")}</label>
      <div className="input-row">
        <input
          id={id}
          ref={input}
          className="input"
          value={draft}
          onChange={(event) => type(event.target.value, (event.nativeEvent as InputEvent).isComposing)}
          onCompositionEnd={(event) => type(event.currentTarget.value, false)}
          onPaste={onPaste}
          onKeyDown={onKeyDown}
          placeholder={t("form.vibes.placeholder")}
          maxLength={REQUEST_LIMITS.maxVibeLength}
          autoComplete="off"
          aria-describedby={`${id}-hint`}
        />
        <button type="button" className="button button-secondary" onClick={add}>
          <Icon name="plus" />
          {t("form.vibes.add")}
        </button>
      </div>
      <p id={`${id}-hint`} className="field-hint">{t("form.vibes.hint")}</p>
      {vibes.length > 0 && (
        <ul className="chips" aria-label={t("form.vibes.listLabel")}>
          {vibes.map((vibe, index) => (
            <li key={vibe} className="chip">
              {/* The visitor's own words, in whatever script they wrote them. */}
              <span dir="auto">{vibe}</span>
              <button
                ref={focus.itemRef(index)}
                type="button"
                className="chip-remove"
                aria-label={t("form.vibes.remove", { vibe })}
                onClick={() => remove(vibe, index)}
              >
                <Icon name="x" size={14} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
