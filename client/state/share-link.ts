/**
 * 'Share' (issue 19): puts the kit's link on the clipboard and says so. The server may give the link as a path
 * (`/k/{id}`), so it is made absolute against the page's origin first; a refused clipboard gets a toast with
 * the link itself, to copy by hand.
 */
import { type ToastMessage, TOASTS } from "../messages.ts";

export type ShareDeps = {
  /** The page's origin ("https://brandkit.example"). */
  origin: string;
  writeClipboard: (text: string) => Promise<void>;
  notify: (message: ToastMessage) => void;
};

/** `shareUrl` as a link that works anywhere: relative ones are resolved against `origin`. */
export function absoluteShareUrl(shareUrl: string, origin: string): string {
  return new URL(shareUrl, origin).href;
}

/** Copies the absolute link; returns it with whether the clipboard took it. */
export async function shareKitLink(
  shareUrl: string,
  deps: ShareDeps,
): Promise<{ url: string; copied: boolean }> {
  const url = absoluteShareUrl(shareUrl, deps.origin);
  try {
    await deps.writeClipboard(url);
  } catch {
    deps.notify(TOASTS.linkNotCopied(url));
    return { url, copied: false };
  }
  deps.notify(TOASTS.linkCopied);
  return { url, copied: true };
}
