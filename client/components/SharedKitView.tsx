/**
 * A kept kit as anyone with its kit page sees it (`/k/{id}/kit`, issue 19): its name, "A brand kit made with
 * BrandKit", how long it is kept, 'Event page' (the link guests get), "Make your own" (the form, filled from this
 * kit) and 'Download All Assets', then the five sections of the result, read-only: no name regenerates anything
 * here. Its files download from the kept kit. Its own words are in the interface's language; the kit's words (its
 * name) in the kit's, marked as the kit's (`data-kit-words`).
 */
import { useSayNotice } from "../hooks/use-say-notice.ts";
import { useId, useMemo } from "react";
import type { KitResult } from "../../brandkit/web.ts";
import { sharePath } from "../../brandkit/web.ts";
import type { SharedKit } from "../../brandkit/web.ts";
import { copyLangProps } from "../copy-lang.ts";
import { useT } from "../i18n/use-words.ts";
import { BrandCopy } from "./BrandCopy.tsx";
import { BrandGuide } from "./BrandGuide.tsx";
import { DownloadAllButton } from "./DownloadAllButton.tsx";
import { EventGraphics } from "./EventGraphics.tsx";
import { Icon } from "./Icon.tsx";
import { KeptUntil } from "./KeptUntil.tsx";
import { MoreFormats } from "./MoreFormats.tsx";
import { NameOptions } from "./NameOptions.tsx";
import { ResultSection } from "./ResultSection.tsx";
import { SocialCaptions } from "./SocialCaptions.tsx";

/** The create page, filled from kit `id`. */
export function makeYourOwnHref(id: string): string {
  return `/?from=${encodeURIComponent(id)}`;
}

export function SharedKitView({ shared }: { shared: SharedKit }) {
  const t = useT();
  const sayNotice = useSayNotice();
  const headingId = useId();
  const kit = useMemo<KitResult>(
    () => ({ ...shared.kit, id: shared.id, shareUrl: shared.shareUrl }),
    [shared],
  );
  const { request } = shared;
  return (
    <section className="result shared-kit" aria-labelledby={headingId}>
      <div className="result-header">
        <div>
          <h2 id={headingId} className="result-title" {...copyLangProps(kit.language)} data-kit-words="">
            {kit.selectedName}
          </h2>
          <p className="result-subtitle">{t("frame.sharedKit.subtitle")}</p>
          <KeptUntil expiresAt={shared.expiresAt} />
          {kit.notices?.map((notice) => (
            <p key={notice} className="result-notice">
              {sayNotice(notice)}
            </p>
          ))}
        </div>
        <div className="result-actions">
          <a className="button button-secondary" href={sharePath(shared.id)}>
            <Icon name="calendar" />
            {t("frame.sharedKit.eventPage")}
          </a>
          <a className="button button-secondary" href={makeYourOwnHref(shared.id)}>
            <Icon name="sparkles" />
            {t("frame.sharedKit.makeYourOwn")}
          </a>
          <DownloadAllButton kit={kit} request={request} />
        </div>
      </div>
      <ResultSection number={1} title={t("result.section.names")}>
        <NameOptions kit={kit} readOnly />
      </ResultSection>
      <ResultSection number={2} title={t("result.section.copy")}>
        <BrandCopy kit={kit} />
      </ResultSection>
      <ResultSection number={3} title={t("result.section.captions")}>
        <SocialCaptions captions={kit.socialCaptions} language={kit.language} />
      </ResultSection>
      <ResultSection number={4} title={t("result.section.graphics")}>
        <EventGraphics kit={kit} request={request} readOnly />
        <MoreFormats kit={kit} request={request} readOnly />
      </ResultSection>
      <ResultSection number={5} title={t("result.section.guide")}>
        <BrandGuide guide={kit.brandGuide} />
      </ResultSection>
    </section>
  );
}
