/**
 * copy.txt of a kit (the CLI's folders and the page's ZIP): every piece of copy as plain text, ready to paste.
 */
import type { BrandKit } from "../schemas.ts";

/** File name of the plain-text copy in a kit folder or a downloaded ZIP. */
export const COPY_TEXT_FILE_NAME = "copy.txt";

/** The kit's copy as plain text. */
export function renderCopyText(kit: BrandKit): string {
  const names = kit.eventNames.map((name) => `- ${name}${name === kit.selectedName ? " (selected)" : ""}`);
  return [
    kit.selectedName,
    `EVENT NAME OPTIONS\n${names.join("\n")}`,
    `HEADLINE\n${kit.headline}`,
    `TAGLINE\n${kit.tagline}`,
    `DESCRIPTION\n${kit.description}`,
    `SOCIAL MEDIA CAPTIONS\n${
      kit.socialCaptions.map((caption, index) => `${index + 1}. ${caption}`).join("\n")
    }`,
  ].join("\n\n") + "\n";
}
