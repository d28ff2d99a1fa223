/**
 * Under the form: how long the server keeps a kit and why (issue 19), in one short, true sentence pair.
 */
import { useServices } from "../app-context.ts";
import { useT } from "../i18n/use-words.ts";

export function PrivacyNote() {
  const { kitTtlDays } = useServices();
  const t = useT();
  return <p className="privacy-note">{t("form.privacyNote", { days: kitTtlDays })}</p>;
}
