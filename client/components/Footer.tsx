/**
 * The footer line (docs/behaviour.md#the-page).
 */
import { useT } from "../i18n/use-words.ts";

export function Footer() {
  const t = useT();
  return (
    <footer className="site-footer">
      <p className="container">{t("frame.footer.tagline")}</p>
    </footer>
  );
}
