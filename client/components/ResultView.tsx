/**
 * The result (docs/behaviour.md#the-result): 'Your Brand Kit is Ready!', 'Create New' and 'Download All
 * Assets' (and 'Share' when the server kept the kit, issue 19), then the five numbered sections. The kit's
 * maker may shape it (issue 26): the copy is edited in place, the Design section sits above the graphics,
 * Undo and Redo (and their keys) go through every edit, and a kept kit says how long it is kept, with 'Keep
 * longer' and 'Delete kit'. A server whose AI draws its own type cannot make its graphics again: there, the
 * kit is shown as it is.
 */
import { useSayNotice } from "../hooks/use-say-notice.ts";
import { useEffect, useId, useRef, useState } from "react";
import { FORMAT_NAMES } from "../../brandkit/web.ts";
import { createStudioApi } from "../api/studio-api.ts";
import { useKitState, useServices } from "../app-context.ts";
import { copyLangProps } from "../copy-lang.ts";
import { useRichT } from "../i18n/rich-text.ts";
import { useT } from "../i18n/use-words.ts";
import { useUndoShortcuts } from "../hooks/use-undo-shortcuts.ts";
import { useStudioState } from "../hooks/use-studio-state.ts";
import { hasNoImages } from "../state/kit-page-store.ts";
import { withSnapshotCopy } from "../state/studio-snapshot.ts";
import { createStudioStore } from "../state/studio-store.ts";
import { BrandCopy } from "./BrandCopy.tsx";
import { BrandGuide } from "./BrandGuide.tsx";
import { DesignSection } from "./DesignSection.tsx";
import { DownloadAllButton } from "./DownloadAllButton.tsx";
import { EventGraphics } from "./EventGraphics.tsx";
import { Icon } from "./Icon.tsx";
import { KeptPanel } from "./KeptPanel.tsx";
import { MoreFormats } from "./MoreFormats.tsx";
import { NameOptions } from "./NameOptions.tsx";
import { ResultSection } from "./ResultSection.tsx";
import { ShareButton, ShareLinkField } from "./ShareButton.tsx";
import { SocialCaptions } from "./SocialCaptions.tsx";

export type ResultViewProps = {
  /**
   * Where 'Create New' (and a deleted kit) leads, on a page without the form (the owner's share page); none
   * returns to the form on this page. @default none
   */
  formHref?: string;
};

export function ResultView({ formHref }: ResultViewProps) {
  const { kit: store, api, toasts, palettes, deps, formats } = useServices();
  const { result, kept } = useKitState();
  const t = useT();
  const sayNotice = useSayNotice();
  const richT = useRichT();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [manualLink, setManualLink] = useState<string | null>(null);
  const [studioApi] = useState(() => createStudioApi(deps));
  const [studio] = useState(() =>
    createStudioStore({
      kit: store,
      api: { getKit: api.getKit, editKit: studioApi.editKit, previewKit: studioApi.previewKit },
      notify: (message) => toasts.show(message),
      palettes,
      timeZone: deps.timeZone,
    })
  );
  const studioState = useStudioState(studio);
  // Graphics this server cannot make again (its AI draws its own type) cannot be edited either.
  const editable = studioState.snapshot !== null && formats.length === FORMAT_NAMES.length;
  useUndoShortcuts(editable ? studio : null);

  useEffect(() => heading.current?.focus(), []);
  useEffect(() => () => studio.dispose(), [studio]);

  if (!result) return null;
  const kit = editable ? withSnapshotCopy(result, studioState.snapshot) : result;
  const saving = studioState.status === "updating";
  const leave = () => (formHref ? deps.goTo(formHref) : store.reset());
  return (
    <section className="result" aria-labelledby={headingId}>
      <div className="result-header">
        <div>
          <h2 id={headingId} ref={heading} tabIndex={-1} className="result-title">
            {t("result.heading")}
          </h2>
          <p className="result-subtitle">
            {richT("result.subtitle", {
              name: <strong {...copyLangProps(kit.language)}>{kit.selectedName}</strong>,
            })}
          </p>
          {kit.notices?.map((notice) => (
            <p key={notice} className="result-notice">
              {sayNotice(notice)}
            </p>
          ))}
          {kept && result.id && result.ownerToken && result.shareUrl && (
            <KeptPanel
              id={result.id}
              ownerToken={result.ownerToken}
              name={result.selectedName}
              shareUrl={result.shareUrl}
              kept={kept}
              extendKit={studioApi.extendKit}
              onDeleted={leave}
            />
          )}
          {manualLink && <ShareLinkField url={manualLink} />}
        </div>
        <div className="result-actions">
          {formHref
            ? (
              <a className="button button-secondary" href={formHref}>
                <Icon name="arrowLeft" />
                {t("result.createNew")}
              </a>
            )
            : (
              <button type="button" className="button button-secondary" onClick={leave}>
                <Icon name="arrowLeft" />
                {t("result.createNew")}
              </button>
            )}
          {result.id && result.shareUrl && (
            <ShareButton shareUrl={result.shareUrl} onManualLink={setManualLink} />
          )}
          {result.id && result.shareUrl && (
            <a className="button button-secondary" href={result.shareUrl}>
              <Icon name="calendar" />
              {t("result.eventPage")}
            </a>
          )}
          <DownloadAllButton kit={result} />
        </div>
      </div>
      <ResultSection number={1} title={t("result.section.names")}>
        <NameOptions
          kit={kit}
          saving={saving}
          onRename={editable ? (eventNames) => studio.choose({ copy: { eventNames } }) : undefined}
        />
      </ResultSection>
      <ResultSection number={2} title={t("result.section.copy")}>
        <BrandCopy kit={kit} onEdit={editable ? (copy) => studio.choose({ copy }) : undefined} />
      </ResultSection>
      <ResultSection number={3} title={t("result.section.captions")}>
        <SocialCaptions
          captions={kit.socialCaptions}
          language={kit.language}
          onEdit={editable ? (socialCaptions) => studio.choose({ copy: { socialCaptions } }) : undefined}
        />
      </ResultSection>
      {/* Without graphics (they failed), 'Generate Graphics' comes first; then the design can be shaped. */}
      {editable && !hasNoImages(result) && <DesignSection kit={result} studio={studio} />}
      <ResultSection number={4} title={t("result.section.graphics")}>
        <EventGraphics kit={result} busy={saving} />
        <MoreFormats kit={result} />
      </ResultSection>
      <ResultSection number={5} title={t("result.section.guide")}>
        <BrandGuide guide={result.brandGuide} />
      </ResultSection>
    </section>
  );
}
