/**
 * What every page shows around its content: the skip link, the header, the main landmark and the footer.
 */
import type { ReactNode } from "react";
import { useT } from "../i18n/use-words.ts";
import { Footer } from "./Footer.tsx";
import { Header } from "./Header.tsx";

export function PageFrame({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <div className="page">
      <a className="skip-link" href="#main">{t("frame.skipLink")}</a>
      <Header />
      <main id="main" className="container" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
