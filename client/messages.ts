/**
 * Every toast of docs/behaviour.md#toasts, by situation, in one place: the page and its tests both read them
 * from here. 'Share' (issue 19) follows them; the toasts of "Your kits" and 'Make your own' load with their
 * code (state/kept-kit-messages.ts). A toast carries its words as messages (ids of the `result` catalog, with
 * their values), and the toast area says them when it shows them (Toaster), in the language the page speaks
 * then; the English words, word for word, are in client/i18n/messages/en/result.json.
 */
import { type Message, message } from "./i18n/translator.ts";

/** How a toast looks: plain, or red for a problem. */
export type ToastVariant = "default" | "destructive";
/** One toast: its title and description, said when it is shown. */
export type ToastMessage = { title: Message; description: Message; variant: ToastVariant };

/** A plain toast. */
export const plain = (title: Message, description: Message): ToastMessage => ({
  title,
  description,
  variant: "default",
});
/** A red toast, for a problem. */
export const destructive = (title: Message, description: Message): ToastMessage => ({
  title,
  description,
  variant: "destructive",
});

const RATE_LIMITED = message("result.toast.rateLimited.title");
const ERROR = message("result.toast.error.title");
const DOWNLOAD_FAILED = message("result.toast.downloadFailed.title");

/** The toasts, by situation. */
export const TOASTS = {
  generated: plain(message("result.toast.generated.title"), message("result.toast.generated.description")),
  /** The graphics of a first generation hit a rate limit (or the generation itself did). */
  imagesRateLimited: (seconds: number) =>
    destructive(RATE_LIMITED, message("result.toast.imagesRateLimited.description", { seconds })),
  /** A name was clicked and the regeneration hit a rate limit. */
  regenerateRateLimited: (seconds: number) =>
    destructive(RATE_LIMITED, message("result.toast.regenerateRateLimited.description", { seconds })),
  imagesFailed: plain(
    message("result.toast.imagesFailed.title"),
    message("result.toast.imagesFailed.description"),
  ),
  generationFailed: destructive(ERROR, message("result.toast.generationFailed.description")),
  regenerationFailed: destructive(ERROR, message("result.toast.regenerationFailed.description")),
  /** A regeneration (or a generation) was asked for while a rate limit is active. */
  blockedByRateLimit: (seconds: number) =>
    plain(
      message("result.toast.blockedByRateLimit.title"),
      message("result.toast.blockedByRateLimit.description", { seconds }),
    ),
  imagesUpdated: (name: string) =>
    plain(
      message("result.toast.imagesUpdated.title"),
      message("result.toast.imagesUpdated.description", { name }),
    ),
  copied: plain(message("result.toast.copied.title"), message("result.toast.copied.description")),
  copyFailed: destructive(
    message("result.toast.copyFailed.title"),
    message("result.toast.copyFailed.description"),
  ),
  /** The server refused the kit for now (503 SERVER_BUSY): the form keeps everything the visitor typed. */
  serverBusy: (seconds: number) =>
    destructive(
      message("result.toast.serverBusy.title"),
      message("result.toast.serverBusy.description", { seconds }),
    ),
  downloadFailed: destructive(DOWNLOAD_FAILED, message("result.toast.downloadFailed.description")),
  /** A file of 'More formats' could not be made. */
  formatFailed: destructive(DOWNLOAD_FAILED, message("result.toast.formatFailed.description")),

  /** 'Share' put the kit's link on the clipboard. */
  linkCopied: plain(message("result.toast.linkCopied.title"), message("result.toast.linkCopied.description")),
  /** 'Share' could not reach the clipboard: the link itself, to copy by hand. */
  linkNotCopied: (url: string) =>
    plain(
      message("result.toast.linkNotCopied.title"),
      message("result.toast.linkNotCopied.description", { url }),
    ),
} as const;
