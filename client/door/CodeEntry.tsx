/**
 * A check-in code typed at the door (issue 39): case, spaces and hyphens do not matter (normalizeCheckInCode).
 * The field stays focused and is emptied after each check-in, ready for the next guest.
 */
import { type FormEvent, useId, useRef, useState } from "react";
import { useT } from "../i18n/use-words.ts";

export function CodeEntry({ busy, onSubmit }: { busy: boolean; onSubmit: (code: string) => Promise<void> }) {
  const t = useT();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim() || busy) return;
    void onSubmit(code).then(() => {
      setCode("");
      input.current?.focus();
    });
  };
  return (
    <form className="door-entry" onSubmit={submit}>
      <label htmlFor={`${id}-code`}>{t("door.code.label")}</label>
      <p id={`${id}-hint`} className="door-hint">{t("door.code.hint")}</p>
      <div className="door-entry-row">
        <input
          ref={input}
          id={`${id}-code`}
          className="door-input door-code-input"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-describedby={`${id}-hint`}
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="go"
          maxLength={64}
          dir="ltr"
        />
        <button type="submit" className="door-primary" disabled={busy}>{t("door.code.submit")}</button>
      </div>
    </form>
  );
}
