/**
 * The create form's card (docs/behaviour.md#the-form): 'Create Your Event Brand', the form, and a short note
 * on how long kits are kept; then "Your kits" (issue 19). 'Make your own' (`?from={id}`) fills the form in
 * once the page is interactive: a new draft remounts the form with it.
 */
import { useEffect, useId, useRef } from "react";
import { useKitState, useServices } from "../app-context.ts";
import { useT } from "../i18n/use-words.ts";
import { EMPTY_FORM } from "../state/form-draft.ts";
import { KitForm } from "./KitForm.tsx";
import { PrivacyNote } from "./PrivacyNote.tsx";
import { YourKitsSlot } from "./YourKitsSlot.tsx";

export type CreateFormProps = {
  /** Move focus to the heading when shown (after 'Create New'), not on the first page load. */
  focusOnMount: boolean;
};

export function CreateForm({ focusOnMount }: CreateFormProps) {
  const { startFromLink } = useServices();
  const { draft } = useKitState();
  const t = useT();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);

  // After hydration only: the server renders the empty form, whatever the address says.
  useEffect(() => void startFromLink(), [startFromLink]);

  return (
    <>
      <section className="card create-card" aria-labelledby={headingId}>
        <h2 id={headingId} ref={heading} tabIndex={-1} className="card-title">{t("form.title")}</h2>
        <p className="card-lead">{t("form.lead")}</p>
        <KitForm key={draft?.version ?? 0} initial={draft?.values ?? EMPTY_FORM} />
        <PrivacyNote />
      </section>
      <YourKitsSlot />
    </>
  );
}
