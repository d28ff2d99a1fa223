/**
 * brand-guide.md of a kit (the CLI's kit folders and the page's ZIP): the names, copy, captions, graphics and the brand guide, with each
 * colour's contrast against white and black; its headings and labels in the kit's language (guide-words.ts).
 */
import { IMAGE_FILE_NAMES, IMAGE_KINDS, IMAGE_SIZES } from "../constants.ts";
import { CANVAS_KINDS, CANVAS_SIZES } from "../formats/formats.ts";
import { contrastLevel, contrastRatio, formatRatio } from "../palettes/contrast.ts";
import { guideSwatches } from "./guide.ts";
import {
  canvasTitleIn,
  contrastLevelIn,
  fillWords,
  guideRulesIn,
  type GuideWords,
  guideWordsFor,
  swatchNameIn,
} from "./guide-words.ts";
import { type WrittenLanguage, writtenLanguage } from "../languages/language.ts";
import type { BrandKit } from "../schemas.ts";

/** File name of the guide in a kit folder or a downloaded ZIP. */
export const BRAND_GUIDE_FILE_NAME = "brand-guide.md";

/** Escapes what Markdown would read as formatting in text from a person or a model, on one line. */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_[\]<>|#]/g, (char) => `\\${char}`).replace(/\s*\n\s*/g, " ");
}

const bullet = (items: readonly string[]) => items.map((item) => `- ${escapeMarkdown(item)}`).join("\n");

function contrastCell(color: string, against: string, language: WrittenLanguage): string {
  const ratio = contrastRatio(color, against);
  return `${formatRatio(ratio)} (${contrastLevelIn(contrastLevel(ratio), language)})`;
}

/** "255 107 107": a hex colour's channels. */
function rgbOf(hex: string): string {
  const value = parseInt(hex.replace("#", ""), 16);
  return `${(value >> 16) & 255} ${(value >> 8) & 255} ${value & 255}`;
}

/** What each file of a kit is, for the guide's list of them; by file name, in `language`. */
function fileDescription(name: string, words: GuideWords, language: WrittenLanguage): string {
  const canvas = CANVAS_KINDS.find((kind) => name === `${kind}.png` || name === `${kind}.svg`);
  if (canvas) {
    const { width, height } = CANVAS_SIZES[canvas];
    const what = `${canvasTitleIn(canvas, language)} ${width} x ${height}`;
    return name.endsWith(".svg") ? fillWords(words.svgFile, { what }) : what;
  }
  const described: Readonly<Record<string, string>> = words.files;
  return described[name] ?? "";
}

/**
 * The Markdown guide of `kit`; graphics are linked by their file names beside it (when it has them), and
 * `files`, the names of every file of the kit, are listed with what each is.
 */
export function renderBrandGuide(kit: BrandKit, files: readonly string[] = []): string {
  const language = writtenLanguage(kit.language);
  const words = guideWordsFor(language);
  const rules = guideRulesIn(kit.brandGuide, language);
  const names = kit.eventNames.map((name) =>
    name === kit.selectedName
      ? `- **${escapeMarkdown(name)}** (${words.selected})`
      : `- ${escapeMarkdown(name)}`
  );
  const graphics = IMAGE_KINDS.filter((kind) => kit.images[kind]).map((kind) => {
    const { width, height } = IMAGE_SIZES[kind];
    const title = canvasTitleIn(kind, language);
    return `### ${title} ${width} x ${height}\n\n![${title}](${IMAGE_FILE_NAMES[kind]})`;
  });
  const colors = guideSwatches(kit.brandGuide).map((swatch) =>
    `| \`${swatch.color}\` | ${swatchNameIn(swatch, language)} | ${rgbOf(swatch.color)} | ${
      contrastCell(swatch.color, "#FFFFFF", language)
    } | ${contrastCell(swatch.color, "#000000", language)} |`
  );
  return [
    `# ${fillWords(words.guideTitle, { name: escapeMarkdown(kit.selectedName) })}`,
    `## 1. ${words.eventNameOptions}\n\n${names.join("\n")}`,
    [
      `## 2. ${words.brandCopy}`,
      `**${words.headline}:** ${escapeMarkdown(kit.headline)}`,
      `**${words.tagline}:** ${escapeMarkdown(kit.tagline)}`,
      `**${words.description}:** ${escapeMarkdown(kit.description)}`,
    ].join("\n\n"),
    `## 3. ${words.socialMediaCaptions}\n\n${
      kit.socialCaptions.map((c, i) => `${i + 1}. ${escapeMarkdown(c)}`).join("\n")
    }`,
    `## 4. ${words.eventGraphics}\n\n${graphics.length ? graphics.join("\n\n") : words.notGenerated}`,
    [
      `## 5. ${words.brandGuide}`,
      `### ${words.colors}\n\n${words.colorsIntro}\n\n` +
      `| ${words.hex} | ${words.whatItIs} | RGB | ${words.onWhite} | ${words.onBlack} |\n` +
      `| --- | --- | --- | --- | --- |\n${colors.join("\n")}`,
      `### ${words.fonts}\n\n${bullet(kit.brandGuide.fonts)}`,
      `### ${words.dosHeading}\n\n${bullet(rules.dos)}`,
      `### ${words.dontsHeading}\n\n${bullet(rules.donts)}`,
    ].join("\n\n"),
    ...(files.length
      ? [
        `## 6. ${words.filesInKit}\n\n| ${words.file} | ${words.whatItIs} |\n| --- | --- |\n${
          files.map((name) => `| \`${name}\` | ${fileDescription(name, words, language)} |`).join("\n")
        }`,
      ]
      : []),
  ].join("\n\n") + "\n";
}
