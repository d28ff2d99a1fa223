/**
 * Every format a kit can come in beyond its three graphics (issue 14; docs/behaviour.md#graphics), named
 * once: the extra canvases, the documents, their file names, and the `--formats` names the CLI, the batch and
 * the page share. The seed's three graphics (IMAGE_KINDS) stay the kit's own; these are made on demand.
 */
import { IMAGE_KINDS, IMAGE_SIZES, type ImageKind } from "../constants.ts";

/** Canvases beyond the seed's three: an Instagram/TikTok story and the preview card of a shared link. */
export const EXTRA_CANVASES = ["story", "link-preview"] as const;
export type ExtraCanvas = typeof EXTRA_CANVASES[number];

/** Every canvas the designer lays out: the seed's three graphics and the extra ones. */
export const CANVAS_KINDS = [...IMAGE_KINDS, ...EXTRA_CANVASES] as const;
export type CanvasKind = typeof CANVAS_KINDS[number];

/** Exact pixel size of every canvas. */
export const CANVAS_SIZES: Readonly<Record<CanvasKind, { width: number; height: number }>> = {
  ...IMAGE_SIZES,
  story: { width: 1080, height: 1920 },
  "link-preview": { width: 1200, height: 630 },
};

/** How the page, the guide and alt texts name the extra canvases. */
export const CANVAS_TITLES: Readonly<Record<ExtraCanvas, string>> = {
  story: "Story",
  "link-preview": "Link Preview",
};

/** The formats `--formats` (and the page's "More formats") can ask for, beyond the default kit files. */
export const FORMAT_NAMES = ["story", "link-preview", "svg", "pdf", "guide-pdf", "ics"] as const;
export type FormatName = typeof FORMAT_NAMES[number];

/** File names of the extra formats. */
export const FORMAT_FILE_NAMES = {
  story: "story.png",
  "link-preview": "link-preview.png",
  /** One SVG per canvas made: poster.svg, square.svg, banner.svg, and story.svg / link-preview.svg with them. */
  svg: (kind: CanvasKind) => `${kind}.svg`,
  pdf: "poster-print.pdf",
  "guide-pdf": "brand-guide.pdf",
  ics: "event.ics",
} as const;

/** True for the seed's three graphics. */
export function isImageKind(kind: CanvasKind): kind is ImageKind {
  return (IMAGE_KINDS as readonly string[]).includes(kind);
}

/**
 * The formats a `--formats` list names: "all", or a comma-separated subset of FORMAT_NAMES (spaces and case
 * ignored, repeats once). Throws a plain Error naming the unknown ones; the edge words it for its user.
 */
export function parseFormatList(list: string): FormatName[] {
  const names = list.split(",").map((name) => name.trim().toLowerCase()).filter(Boolean);
  if (names.length === 1 && names[0] === "all") return [...FORMAT_NAMES];
  const unknown = names.filter((name) => !(FORMAT_NAMES as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new Error(
      `unknown format${unknown.length > 1 ? "s" : ""} ${unknown.map((name) => `'${name}'`).join(", ")} ` +
        `(choose from ${FORMAT_NAMES.join(", ")}, or all)`,
    );
  }
  return FORMAT_NAMES.filter((name) => names.includes(name));
}
