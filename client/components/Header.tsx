/**
 * The header: the product name, its subtitle (docs/behaviour.md#the-page) and the language menu.
 */
import { useT } from "../i18n/use-words.ts";
import { Icon } from "./Icon.tsx";
import { LanguageMenu } from "./LanguageMenu.tsx";

export function Header() {
  const t = useT();
  return (
    <header className="site-header">
      <div className="container site-header-inner">
        <span className="logo-mark" aria-hidden="true">
          <Icon name="sparkles" />
        </span>
        <div className="site-brand">
          <h1 className="brand-name">BrandKit</h1>
          <p className="brand-subtitle">{t("frame.header.subtitle")}</p>
        </div>
        <LanguageMenu />
      </div>
    </header>
  );
}
