/**
 * brand-guide.md: the kit as a document a person can read and share — names, copy, captions, graphics and the
 * brand guide (colours, fonts, do's and don'ts), linking the graphics beside it.
 */
import {
  type BrandKit,
  IMAGE_FILE_NAMES,
  IMAGE_KINDS,
  IMAGE_SIZES,
  type ImageKind,
} from "../brandkit/mod.ts";

/** File name of the guide inside a kit folder. */
export const BRAND_GUIDE_FILE_NAME = "brand-guide.md";

const IMAGE_TITLES: Readonly<Record<ImageKind, string>> = {
  poster: "Poster",
  square: "Square Tile",
  banner: "Banner",
};

/**
 * Backslash-escapes what Markdown would read as emphasis, code, links, HTML or table cells in text from a person
 * or a model, and keeps it on one line. Every use is inline, so line-start markers need no escaping.
 */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_[\]<>|]/g, (char) => `\\${char}`).replace(/\s*\n\s*/g, " ");
}

function list(items: readonly string[], ordered = false): string {
  return items.map((item, index) => `${ordered ? `${index + 1}.` : "-"} ${escapeMarkdown(item)}`).join("\n");
}

/** The Markdown brand guide of `kit`; its graphics are linked by their file names in the same folder. */
export function renderBrandGuide(kit: BrandKit): string {
  const names = kit.eventNames
    .map((name) =>
      name === kit.selectedName ? `- **${escapeMarkdown(name)}** (selected)` : `- ${escapeMarkdown(name)}`
    )
    .join("\n");
  const graphics = IMAGE_KINDS.map((kind) => {
    const { width, height } = IMAGE_SIZES[kind];
    return `### ${IMAGE_TITLES[kind]} ${width} x ${height}\n\n![${IMAGE_TITLES[kind]}](${
      IMAGE_FILE_NAMES[kind]
    })`;
  }).join("\n\n");
  const colors = kit.brandGuide.colors.map((color) => `| \`${color}\` |`).join("\n");
  return [
    `# ${escapeMarkdown(kit.selectedName)}`,
    `## 1. Event name options\n\n${names}`,
    [
      "## 2. Brand copy",
      `**Headline:** ${escapeMarkdown(kit.headline)}`,
      `**Tagline:** ${escapeMarkdown(kit.tagline)}`,
      `**Description:** ${escapeMarkdown(kit.description)}`,
    ].join("\n\n"),
    `## 3. Social media captions\n\n${list(kit.socialCaptions, true)}`,
    `## 4. Event graphics\n\n${graphics}`,
    [
      "## 5. Brand guide",
      `### Colors\n\n| Hex |\n| --- |\n${colors}`,
      `### Fonts\n\n${list(kit.brandGuide.fonts)}`,
      `### Do's\n\n${list(kit.brandGuide.dos)}`,
      `### Don'ts\n\n${list(kit.brandGuide.donts)}`,
    ].join("\n\n"),
  ].join("\n\n") + "\n";
}
