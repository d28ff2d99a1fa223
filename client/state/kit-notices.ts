/**
 * A kit's notices in the interface's language. The server writes them into the kit in English (they are kept
 * with it, and the CLI prints them): that the copy is in English for a language BrandKit does not write yet,
 * and which palette BrandKit chose when no colours were given. The page recognises these two and says them in
 * its own words; anything else is shown as written.
 */
import { type Message, message } from "../i18n/translator.ts";

const ENGLISH_COPY = /^The copy is in English: BrandKit does not write (.+) yet\.$/;
const CHOSEN_PALETTE =
  /^No colours were given, so the kit uses the palette '(.+)' \(([#0-9A-Fa-f ]+)\), the best fit for its vibes\.$/;

/** ISO 639-1 tags, to find the language an English name names (the notice carries its name, not its tag). */
const TAGS =
  ("aa ab af ak am an as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv cy da dv dz " +
    "ee el eo et eu fa ff fi fj fo fy ga gd gl gn gu gv ha he ho hr ht hu hy hz ia id ie ig ii ik io is iu jv ka " +
    "kg ki kj kk kl km kn kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my na nb nd ne " +
    "ng nn no nr nv ny oc oj om or os pa pi pl ps qu rm rn ro rw sa sc sd se sg si sk sl sm sn so sq sr ss st su " +
    "sv sw ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zu").split(" ");

/** The name of the language the English `name` names, in `language`; the English name when none is found. */
export function languageNameIn(name: string, language: string): string {
  try {
    const english = new Intl.DisplayNames(["en"], { type: "language" });
    const tag = TAGS.find((candidate) => english.of(candidate) === name);
    return tag ? new Intl.DisplayNames([language], { type: "language" }).of(tag) ?? name : name;
  } catch {
    return name;
  }
}

/** The Message of a notice the page knows, or undefined for one it shows as written. */
export function kitNoticeMessage(notice: string, language: string): Message | undefined {
  const english = ENGLISH_COPY.exec(notice);
  if (english) {
    return message("result.notice.englishCopy", { language: languageNameIn(english[1], language) });
  }
  const palette = CHOSEN_PALETTE.exec(notice);
  if (palette) return message("result.notice.chosenPalette", { palette: palette[1], colors: palette[2] });
  return undefined;
}
