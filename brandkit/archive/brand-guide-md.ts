/**
 * brand-guide.md of a kit (the CLI's kit folders and the page's ZIP): the names, copy, captions, graphics and the brand guide, with each
 * colour's contrast against white and black.
 */
import { IMAGE_FILE_NAMES, IMAGE_KINDS, IMAGE_SIZES, IMAGE_TITLES } from "../constants.ts";
import { contrastLevel, contrastRatio, formatRatio } from "../contrast.ts";
import type { BrandKit } from "../schemas.ts";

/** File name of the guide in a kit folder or a downloaded ZIP. */
export const BRAND_GUIDE_FILE_NAME = "brand-guide.md";

/** Escapes what Markdown would read as formatting in text from a person or a model, on one line. */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_[\]<>|#]/g, (char) => `\\${char}`).replace(/\s*\n\s*/g, " ");
}

const bullet = (items: readonly string[]) => items.map((item) => `- ${escapeMarkdown(item)}`).join("\n");

function contrastCell(color: string, against: string): string {
  const ratio = contrastRatio(color, against);
  return `${formatRatio(ratio)} (${contrastLevel(ratio)})`;
}

/** The Markdown guide of `kit`; graphics are linked by their file names beside it (when it has them). */
export function renderBrandGuide(kit: BrandKit): string {
  const names = kit.eventNames.map((name) =>
    name === kit.selectedName ? `- **${escapeMarkdown(name)}** (selected)` : `- ${escapeMarkdown(name)}`
  );
  const graphics = IMAGE_KINDS.filter((kind) => kit.images[kind]).map((kind) => {
    const { width, height } = IMAGE_SIZES[kind];
    const title = IMAGE_TITLES[kind];
    return `### ${title} ${width} x ${height}\n\n![${title}](${IMAGE_FILE_NAMES[kind]})`;
  });
  const colors = kit.brandGuide.colors.map((color) =>
    `| \`${color}\` | ${contrastCell(color, "#FFFFFF")} | ${contrastCell(color, "#000000")} |`
  );
  return [
    `# ${escapeMarkdown(kit.selectedName)}: brand guide`,
    `## 1. Event name options\n\n${names.join("\n")}`,
    [
      "## 2. Brand copy",
      `**Headline:** ${escapeMarkdown(kit.headline)}`,
      `**Tagline:** ${escapeMarkdown(kit.tagline)}`,
      `**Description:** ${escapeMarkdown(kit.description)}`,
    ].join("\n\n"),
    `## 3. Social media captions\n\n${
      kit.socialCaptions.map((c, i) => `${i + 1}. ${escapeMarkdown(c)}`).join("\n")
    }`,
    `## 4. Event graphics\n\n${graphics.length ? graphics.join("\n\n") : "Not generated yet."}`,
    [
      "## 5. Brand guide",
      `### Colors\n\n| Hex | On white | On black |\n| --- | --- | --- |\n${colors.join("\n")}`,
      `### Fonts\n\n${bullet(kit.brandGuide.fonts)}`,
      `### Do's\n\n${bullet(kit.brandGuide.dos)}`,
      `### Don'ts\n\n${bullet(kit.brandGuide.donts)}`,
    ].join("\n\n"),
  ].join("\n\n") + "\n";
}
