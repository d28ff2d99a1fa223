/**
 * A kept kit as anyone with its kit page sees it (`/k/{id}/kit`, issue 19): its name, "A brand kit made with
 * BrandKit", how long it is kept, 'Event page' (the link guests get), "Make your own" (the form, filled from this
 * kit) and 'Download All Assets', then the five sections of the result, read-only: no name regenerates anything
 * here. Its files download from the kept kit.
 */
import { useId, useMemo } from "react";
import type { KitResult } from "../../brandkit/web.ts";
import { sharePath } from "../../brandkit/web.ts";
import type { SharedKit } from "../../brandkit/web.ts";
import { copyLangProps } from "../copy-lang.ts";
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
          <h2 id={headingId} className="result-title" {...copyLangProps(kit.language)}>
            {kit.selectedName}
          </h2>
          <p className="result-subtitle">A brand kit made with BrandKit</p>
          <KeptUntil expiresAt={shared.expiresAt} />
          {kit.notices?.map((notice) => <p key={notice} className="result-notice">{notice}</p>)}
        </div>
        <div className="result-actions">
          <a className="button button-secondary" href={sharePath(shared.id)}>
            <Icon name="calendar" />
            Event page
          </a>
          <a className="button button-secondary" href={makeYourOwnHref(shared.id)}>
            <Icon name="sparkles" />
            Make your own
          </a>
          <DownloadAllButton kit={kit} request={request} />
        </div>
      </div>
      <ResultSection number={1} title="Event Name Options">
        <NameOptions kit={kit} readOnly />
      </ResultSection>
      <ResultSection number={2} title="Brand Copy">
        <BrandCopy kit={kit} />
      </ResultSection>
      <ResultSection number={3} title="Social Media Captions">
        <SocialCaptions captions={kit.socialCaptions} language={kit.language} />
      </ResultSection>
      <ResultSection number={4} title="Event Graphics">
        <EventGraphics kit={kit} request={request} readOnly />
        <MoreFormats kit={kit} request={request} readOnly />
      </ResultSection>
      <ResultSection number={5} title="Brand Guide">
        <BrandGuide guide={kit.brandGuide} />
      </ResultSection>
    </section>
  );
}
