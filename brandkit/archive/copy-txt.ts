/**
 * copy.txt of a kit (the CLI's folders and the page's ZIP): every piece of copy as plain text, ready to paste,
 * under headings in the kit's language.
 */
import { guideWordsFor, upperIn } from "../guide/guide-words.ts";
import { writtenLanguage } from "../languages/language.ts";
import type { BrandKit } from "../schemas.ts";

/** File name of the plain-text copy in a kit folder or a downloaded ZIP. */
export const COPY_TEXT_FILE_NAME = "copy.txt";

/** The kit's copy as plain text. */
export function renderCopyText(kit: BrandKit): string {
  const language = writtenLanguage(kit.language);
  const words = guideWordsFor(language);
  const heading = (text: string) => upperIn(text, language);
  const names = kit.eventNames.map((name) =>
    `- ${name}${name === kit.selectedName ? ` (${words.selected})` : ""}`
  );
  return [
    kit.selectedName,
    `${heading(words.eventNameOptions)}\n${names.join("\n")}`,
    `${heading(words.headline)}\n${kit.headline}`,
    `${heading(words.tagline)}\n${kit.tagline}`,
    `${heading(words.description)}\n${kit.description}`,
    `${heading(words.socialMediaCaptions)}\n${
      kit.socialCaptions.map((caption, index) => `${index + 1}. ${caption}`).join("\n")
    }`,
  ].join("\n\n") + "\n";
}
