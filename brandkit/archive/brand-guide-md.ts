/**
 * brand-guide.md of a kit (the CLI's kit folders and the page's ZIP): the names, copy, captions, graphics and the brand guide, with each
 * colour's contrast against white and black.
 */
import { IMAGE_FILE_NAMES, IMAGE_KINDS, IMAGE_SIZES, IMAGE_TITLES } from "../constants.ts";
import { CANVAS_KINDS, CANVAS_SIZES, CANVAS_TITLES, isImageKind } from "../formats.ts";
import { contrastLevel, contrastRatio, formatRatio } from "../contrast.ts";
import { guideSwatches, swatchName } from "../guide.ts";
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

/** "255 107 107": a hex colour's channels. */
function rgbOf(hex: string): string {
  const value = parseInt(hex.replace("#", ""), 16);
  return `${(value >> 16) & 255} ${(value >> 8) & 255} ${value & 255}`;
}

/** What each file of a kit is, for the guide's list of them; by file name. */
function fileDescription(name: string): string {
  const canvas = CANVAS_KINDS.find((kind) => name === `${kind}.png` || name === `${kind}.svg`);
  if (canvas) {
    const { width, height } = CANVAS_SIZES[canvas];
    const title = isImageKind(canvas) ? IMAGE_TITLES[canvas] : CANVAS_TITLES[canvas];
    const what = `${title} ${width} x ${height}`;
    return name.endsWith(".svg") ? `${what}, vector (SVG) for any editor` : what;
  }
  return FILE_DESCRIPTIONS[name] ?? "";
}

const FILE_DESCRIPTIONS: Readonly<Record<string, string>> = {
  "poster-print.pdf": "The poster for print: A3 with 3 mm bleed and crop marks, vector type",
  "brand-guide.pdf": "This guide as a PDF, with the fonts embedded",
  "event.ics": "The event for any calendar",
  [BRAND_GUIDE_FILE_NAME]: "This guide",
  "copy.txt": "Every name, line and caption as plain text",
  "kit.json": "The kit's data: what `brandkit regenerate` reads",
};

/**
 * The Markdown guide of `kit`; graphics are linked by their file names beside it (when it has them), and
 * `files`, the names of every file of the kit, are listed with what each is.
 */
export function renderBrandGuide(kit: BrandKit, files: readonly string[] = []): string {
  const names = kit.eventNames.map((name) =>
    name === kit.selectedName ? `- **${escapeMarkdown(name)}** (selected)` : `- ${escapeMarkdown(name)}`
  );
  const graphics = IMAGE_KINDS.filter((kind) => kit.images[kind]).map((kind) => {
    const { width, height } = IMAGE_SIZES[kind];
    const title = IMAGE_TITLES[kind];
    return `### ${title} ${width} x ${height}\n\n![${title}](${IMAGE_FILE_NAMES[kind]})`;
  });
  const colors = guideSwatches(kit.brandGuide).map((swatch) =>
    `| \`${swatch.color}\` | ${swatchName(swatch)} | ${rgbOf(swatch.color)} | ${
      contrastCell(swatch.color, "#FFFFFF")
    } | ${contrastCell(swatch.color, "#000000")} |`
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
      `### Colors\n\nEvery colour the graphics use: the palette, the tints made of it, white and black.\n\n` +
      `| Hex | What it is | RGB | On white | On black |\n| --- | --- | --- | --- | --- |\n${
        colors.join("\n")
      }`,
      `### Fonts\n\n${bullet(kit.brandGuide.fonts)}`,
      `### Do's\n\n${bullet(kit.brandGuide.dos)}`,
      `### Don'ts\n\n${bullet(kit.brandGuide.donts)}`,
    ].join("\n\n"),
    ...(files.length
      ? [
        `## 6. Files in this kit\n\n| File | What it is |\n| --- | --- |\n${
          files.map((name) => `| \`${name}\` | ${fileDescription(name)} |`).join("\n")
        }`,
      ]
      : []),
  ].join("\n\n") + "\n";
}
