/**
 * Passing the event on: 'Copy link' (the clipboard, or the link shown to copy by hand when the browser refuses
 * it), 'Share' where the browser has a share sheet (known only once hydrated, so the server renders without it),
 * and the brand kit's page for co-organisers.
 */
import { useEffect, useState } from "react";
import { useServices } from "../app-context.ts";
import { ShareLinkField } from "../components/ShareButton.tsx";
import { Icon } from "../components/Icon.tsx";
import { useT } from "../i18n/use-words.ts";
import { absoluteShareUrl } from "../state/share-link.ts";
import { EVENT_TOASTS } from "./event-messages.ts";

export type ShareActionsProps = { url: string; title: string; kitUrl: string };

export function ShareActions({ url, title, kitUrl }: ShareActionsProps) {
  const { deps, toasts } = useServices();
  const t = useT();
  const [canShare, setCanShare] = useState(false);
  const [manual, setManual] = useState<string | null>(null);
  useEffect(() => setCanShare(deps.shareSheet() !== null), [deps]);

  const link = () => absoluteShareUrl(url, deps.location().origin);
  const copy = async () => {
    try {
      await deps.writeClipboard(link());
      setManual(null);
      toasts.show(EVENT_TOASTS.linkCopied);
    } catch {
      setManual(link());
    }
  };
  const share = async () => {
    const sheet = deps.shareSheet();
    if (!sheet) return;
    // A dismissed sheet rejects: nothing to say.
    await sheet({ title, url: link() }).catch(() => {});
  };

  return (
    <div className="event-share">
      <button type="button" className="button event-button-quiet" onClick={copy}>
        <Icon name="copy" />
        {t("event.share.copyLink")}
      </button>
      {canShare && (
        <button type="button" className="button event-button-quiet" onClick={share}>
          <Icon name="upload" />
          {t("event.share.share")}
        </button>
      )}
      <a className="button event-button-quiet" href={kitUrl}>
        <Icon name="sparkles" />
        {t("event.share.brandKit")}
      </a>
      {manual && <ShareLinkField url={manual} label={t("event.share.manualLabel")} />}
    </div>
  );
}
