/**
 * The files of a kit made in every format, sorted by name: what `--formats all` writes to a kit's folder and what
 * the page's 'Download All Assets' ZIP holds. Written out, not derived from the code under test.
 */
export const EVERY_KIT_FILE: readonly string[] = [
  "banner.png",
  "banner.svg",
  "brand-guide.md",
  "brand-guide.pdf",
  "copy.txt",
  "event.ics",
  "kit.json",
  "link-preview.png",
  "link-preview.svg",
  "poster-print.pdf",
  "poster.png",
  "poster.svg",
  "square.png",
  "square.svg",
  "story.png",
  "story.svg",
];
