/**
 * The result (spec §2.2): 'Your Brand Kit is Ready!', 'Create New' and 'Download All Assets' (and 'Share' when
 * the server kept the kit, issue 19), then the five numbered sections.
 */
import { useEffect, useId, useRef, useState } from "react";
import { useKitState, useServices } from "../app-context.ts";
import { copyLangProps } from "../copy-lang.ts";
import { BrandCopy } from "./BrandCopy.tsx";
import { BrandGuide } from "./BrandGuide.tsx";
import { DownloadAllButton } from "./DownloadAllButton.tsx";
import { EventGraphics } from "./EventGraphics.tsx";
import { Icon } from "./Icon.tsx";
import { MoreFormats } from "./MoreFormats.tsx";
import { NameOptions } from "./NameOptions.tsx";
import { ResultSection } from "./ResultSection.tsx";
import { ShareButton, ShareLinkField } from "./ShareButton.tsx";
import { SocialCaptions } from "./SocialCaptions.tsx";

export function ResultView() {
  const { kit: store } = useServices();
  const { result } = useKitState();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [manualLink, setManualLink] = useState<string | null>(null);

  useEffect(() => heading.current?.focus(), []);

  if (!result) return null;
  return (
    <section className="result" aria-labelledby={headingId}>
      <div className="result-header">
        <div>
          <h2 id={headingId} ref={heading} tabIndex={-1} className="result-title">
            Your Brand Kit is Ready!
          </h2>
          <p className="result-subtitle">
            For <strong {...copyLangProps(result.language)}>{result.selectedName}</strong>
          </p>
          {result.notices?.map((notice) => <p key={notice} className="result-notice">{notice}</p>)}
          {manualLink && <ShareLinkField url={manualLink} />}
        </div>
        <div className="result-actions">
          <button type="button" className="button button-secondary" onClick={() => store.reset()}>
            <Icon name="arrowLeft" />
            Create New
          </button>
          {result.id && result.shareUrl && (
            <ShareButton shareUrl={result.shareUrl} onManualLink={setManualLink} />
          )}
          <DownloadAllButton kit={result} />
        </div>
      </div>
      <ResultSection number={1} title="Event Name Options">
        <NameOptions kit={result} />
      </ResultSection>
      <ResultSection number={2} title="Brand Copy">
        <BrandCopy kit={result} />
      </ResultSection>
      <ResultSection number={3} title="Social Media Captions">
        <SocialCaptions captions={result.socialCaptions} language={result.language} />
      </ResultSection>
      <ResultSection number={4} title="Event Graphics">
        <EventGraphics kit={result} />
        <MoreFormats kit={result} />
      </ResultSection>
      <ResultSection number={5} title="Brand Guide">
        <BrandGuide guide={result.brandGuide} />
      </ResultSection>
    </section>
  );
}
