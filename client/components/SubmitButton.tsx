/**
 * 'Make My BrandKit'; while generating it reads 'Crafting Your Brand Kit...', spins and is disabled
 * (docs/behaviour.md#the-form). Busy, it is marked aria-disabled and aria-busy rather than `disabled`, so a
 * visitor who pressed it keeps the focus on it (a disabled button drops it to <body>); the store ignores a
 * second submit anyway.
 */
import { useT } from "../i18n/use-words.ts";
import { Icon } from "./Icon.tsx";
import { Spinner } from "./Spinner.tsx";

export type SubmitButtonProps = {
  busy: boolean;
  /** Ids of what explains why the button will not work now (the rate-limit countdown). */
  describedBy?: string;
};

export function SubmitButton({ busy, describedBy }: SubmitButtonProps) {
  const t = useT();
  return (
    <button
      type="submit"
      className="button button-primary button-large submit-button"
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      aria-describedby={describedBy}
    >
      {busy ? <Spinner /> : <Icon name="sparkles" />}
      {busy ? t("form.submitBusy") : t("form.submit")}
    </button>
  );
}
