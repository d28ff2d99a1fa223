/**
 * 'Share' beside 'Create New' (issue 19): copies the kit's absolute link and says so. When the clipboard is
 * refused, ShareLinkField shows the link, focused and selected, to copy by hand.
 */
import { useEffect, useId, useRef } from "react";
import { useServices } from "../app-context.ts";
import { useT } from "../i18n/use-words.ts";
import { shareKitLink } from "../state/share-link.ts";
import { Icon } from "./Icon.tsx";

export type ShareButtonProps = {
  shareUrl: string;
  /** The clipboard refused the link: show it (`url`) to copy by hand; null once it was copied. */
  onManualLink: (url: string | null) => void;
};

export function ShareButton({ shareUrl, onManualLink }: ShareButtonProps) {
  const { deps, toasts } = useServices();
  const t = useT();
  const share = async () => {
    const { url, copied } = await shareKitLink(shareUrl, {
      origin: deps.location().origin,
      writeClipboard: deps.writeClipboard,
      notify: (message) => toasts.show(message),
    });
    onManualLink(copied ? null : url);
  };
  return (
    <button type="button" className="button button-secondary" onClick={share}>
      <Icon name="copy" />
      {t("result.share")}
    </button>
  );
}

/** The kit's link as a read-only field, selected for copying; `label` names it. @default the kit's link's name */
export function ShareLinkField({ url, label }: { url: string; label?: string }) {
  const t = useT();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, [url]);
  return (
    <div className="share-link-field">
      <label className="field-label" htmlFor={id}>{label ?? t("result.shareLink")}</label>
      <input
        id={id}
        ref={input}
        className="input"
        type="url"
        value={url}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
      />
    </div>
  );
}
