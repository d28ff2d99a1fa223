/**
 * Every toast of spec §8, word for word, in one place: the page and its tests both read them from here. The
 * toasts of kept and shared kits (issue 19) follow them.
 */

/** How a toast looks: plain, or red for a problem. */
export type ToastVariant = "default" | "destructive";
/** One toast. */
export type ToastMessage = { title: string; description: string; variant: ToastVariant };

const plain = (title: string, description: string): ToastMessage => ({
  title,
  description,
  variant: "default",
});
const destructive = (title: string, description: string): ToastMessage => ({
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
  /** A kit of 'Your kits' was deleted. */
  kitDeleted: (name: string) => plain("Kit deleted", `"${name}" is gone, and its link no longer works.`),
  /** The kit to delete had already expired or been deleted (404). */
  kitAlreadyGone: (name: string) =>
    plain("Already gone", `"${name}" had already expired or been deleted. It is off your list now.`),
  /** The kit database is down (503): the entry stays. */
  deleteUnavailable: destructive("Not deleted", "Kits cannot be deleted right now. Please try again later."),
  /** The server refused this browser's owner token (401, 403). */
  deleteRefused: (name: string) =>
    destructive("Not deleted", `The server did not accept this browser's key to "${name}".`),
  deleteFailed: destructive("Not deleted", "The kit could not be deleted. Please try again."),
  /** 'Make your own' filled the form in from a shared kit. */
  draftFilled: (name: string) =>
    plain(
      "Make your own",
      `The form is filled in from "${name}". Change anything you like, then make your kit.`,
    ),
  /** 'Make your own' named a kit that has expired, was deleted or never existed. */
  kitUnavailable: plain(
    "Kit not available",
    "That kit is no longer available. Start from an empty form instead.",
  ),
  /** 'Make your own' could not load the kit for now (the database is down, the network failed). */
  draftFailed: destructive(
    "Kit not loaded",
    "That kit could not be loaded right now. Please try again later.",
  ),
} as const;
