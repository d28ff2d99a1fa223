/**
 * Every toast of docs/behaviour.md#toasts, word for word, in one place: the page and its tests both read them
 * from here. 'Share' (issue 19) follows them; the toasts of "Your kits" and 'Make your own' load with their
 * code (state/kept-kit-messages.ts).
 */

/** How a toast looks: plain, or red for a problem. */
export type ToastVariant = "default" | "destructive";
/** One toast. */
export type ToastMessage = { title: string; description: string; variant: ToastVariant };

/** A plain toast. */
export const plain = (title: string, description: string): ToastMessage => ({
  title,
  description,
  variant: "default",
});
/** A red toast, for a problem. */
export const destructive = (title: string, description: string): ToastMessage => ({
  title,
  description,
  variant: "destructive",
});

/** The toasts, by situation. */
export const TOASTS = {
  generated: plain("Success!", "Your brand kit has been generated."),
  /** The graphics of a first generation hit a rate limit (or the generation itself did). */
  imagesRateLimited: (seconds: number) =>
    destructive("Rate Limited", `Too many requests. Please wait ${seconds}s before trying again.`),
  /** A name was clicked and the regeneration hit a rate limit. */
  regenerateRateLimited: (seconds: number) =>
    destructive("Rate Limited", `Please wait ${seconds}s before trying again.`),
  imagesFailed: plain("Note", "Text generated successfully. Images will be generated in a future update."),
  generationFailed: destructive("Error", "Failed to generate brand kit. Please try again."),
  regenerationFailed: destructive("Error", "Failed to regenerate assets. Please try again."),
  /** A regeneration (or a generation) was asked for while a rate limit is active. */
  blockedByRateLimit: (seconds: number) =>
    plain("Please Wait", `Rate limit active. Wait ${seconds}s before trying again.`),
  imagesUpdated: (name: string) => plain("Images Updated!", `Brand assets regenerated for "${name}"`),
  copied: plain("Copied!", "Text copied to clipboard"),
  copyFailed: destructive("Failed to copy", "Your browser did not allow access to the clipboard."),
  /** The server refused the kit for now (503 SERVER_BUSY): the form keeps everything the visitor typed. */
  serverBusy: (seconds: number) =>
    destructive(
      "Server Busy",
      `BrandKit is making a lot of kits right now. Your details are kept: please try again in ${seconds}s.`,
    ),
  downloadFailed: destructive("Download failed", "The assets could not be packed. Please try again."),
  /** A file of 'More formats' could not be made. */
  formatFailed: destructive("Download failed", "The file could not be made. Please try again."),

  /** 'Share' put the kit's link on the clipboard. */
  linkCopied: plain("Link copied!", "Anyone with the link can see this kit."),
  /** 'Share' could not reach the clipboard: the link itself, to copy by hand. */
  linkNotCopied: (url: string) => plain("Copy this link", `Your browser did not allow the clipboard. ${url}`),
} as const;
