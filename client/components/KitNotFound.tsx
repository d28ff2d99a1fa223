/**
 * The page of a share link whose kit is gone (or never was): why kits go, and the way to make one.
 */
import { useT } from "../i18n/use-words.ts";
import { Icon } from "./Icon.tsx";

const HEADING_ID = "kit-not-found";

export function KitNotFound({ kitTtlDays }: { kitTtlDays: number }) {
  const t = useT();
  return (
    <section className="card kit-not-found" aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID} className="result-title">{t("frame.kitNotFound.heading")}</h2>
      <p className="kit-not-found-text">{t("frame.kitNotFound.text", { days: kitTtlDays })}</p>
      <a className="button button-primary" href="/">
        <Icon name="sparkles" />
        {t("frame.kitNotFound.makeYourOwn")}
      </a>
    </section>
  );
}
