/**
 * The product's numbers (docs/behaviour.md#numbers), named once. Everything else imports them from here, so
 * a number the docs give is a number in exactly one place in the code.
 */

/** How many event names a kit offers (docs/behaviour.md#a-kit). */
export const NAME_COUNT = 3;
/** How many social captions a kit offers (docs/behaviour.md#a-kit). */
export const CAPTION_COUNT = 3;
/** Name variations requested when the visitor gave a custom name (docs/behaviour.md#prompts). */
export const CUSTOM_NAME_VARIATION_COUNT = 2;

/** The three graphics, in the order they are generated (docs/behaviour.md#generation). */
export const IMAGE_KINDS = ["poster", "square", "banner"] as const;
export type ImageKind = typeof IMAGE_KINDS[number];

/** Exact pixel size of each graphic (docs/behaviour.md#graphics). */
export const IMAGE_SIZES: Readonly<Record<ImageKind, { width: number; height: number }>> = {
  poster: { width: 1080, height: 1350 },
  square: { width: 1080, height: 1080 },
  banner: { width: 1200, height: 675 },
};

/** How the page and the brand guide name each graphic: 'Poster 1080 x 1350' (docs/behaviour.md#graphics). */
export const IMAGE_TITLES: Readonly<Record<ImageKind, string>> = {
  poster: "Poster",
  square: "Square Tile",
  banner: "Banner",
};

/** File name of each graphic when downloaded (docs/behaviour.md#graphics). */
export const IMAGE_FILE_NAMES: Readonly<Record<ImageKind, string>> = {
  poster: "poster.png",
  square: "square.png",
  banner: "banner.png",
};

/** The colours the form starts with: two pinks (docs/behaviour.md#colours). */
export const DEFAULT_COLORS: readonly string[] = ["#E6067A", "#F472B6"];
/** The palette selected by default (docs/behaviour.md#colours). */
export const DEFAULT_PALETTE_NAME = "Sunset Glow";
/** The colour picker's starting colour (docs/behaviour.md#colours). */
export const DEFAULT_PICKER_COLOR = "#E6067A";
/** A kit keeps at least this many colours (docs/behaviour.md#colours). */
export const MIN_COLORS = 1;

/** Clicks on a name closer together than this are ignored (docs/behaviour.md#states-and-transitions). */
export const REGENERATE_DEBOUNCE_MS = 1_000;
/** Wait used when a rate limit carries no reset time (docs/behaviour.md#rate-limits). */
export const DEFAULT_RATE_LIMIT_WAIT_S = 10;
/** How long a copy button shows its check (docs/behaviour.md#states-and-transitions). */
export const COPY_CHECK_MS = 2_000;

/** Toast behaviour (docs/behaviour.md#toasts). */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5_000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = "F8";
export const TOAST_MAX_WIDTH_PX = 420;

/** Upper bounds on a generation request, so one request cannot exhaust the server or a provider. */
export const REQUEST_LIMITS = {
  maxVibes: 12,
  maxVibeLength: 40,
  maxColors: 10,
  maxNameLength: 80,
  maxLocationLength: 120,
  /** The event link (tickets or RSVP): long enough for tracking parameters, short enough for a QR code. */
  maxEventLinkLength: 500,
  /** Decoded size of the inspiration image. */
  maxInspirationImageBytes: 5 * 1024 * 1024,
  maxSeed: 2 ** 31 - 1,
} as const;

/** MIME types accepted for the inspiration image. */
export const INSPIRATION_IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"] as const;

/** Upper bounds on what a provider may return, so a runaway model cannot flood the page. */
export const COPY_LIMITS = {
  maxNameLength: 120,
  maxHeadlineLength: 200,
  maxTaglineLength: 200,
  maxDescriptionLength: 1_200,
  maxCaptionLength: 800,
} as const;
