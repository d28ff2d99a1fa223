/**
 * Every language's event words: each kind's voice fits that kind in the strictest case (no time, no link, no
 * cue in the vibes), and the lexicon names every category. The words that tell each kind are the kind markers'
 * (kind-markers.test.ts).
 */
import { describe, expect, it } from "vitest";
import { COPY_LANGUAGES } from "../../../brandkit/languages/registry.ts";
import { eventWords, KIND_IDS, WORD_CATEGORIES } from "../../../brandkit/languages/event-words/mod.ts";
import { eventKind } from "../../../brandkit/kinds/event-kinds.ts";
import { forbiddenCategories, forbiddenWordIn } from "../../../brandkit/copy-fit/context.ts";

const LINE_FIELDS = [
  "names",
  "subtitles",
  "headlines",
  "taglines",
  "hooks",
  "calls",
  "promises",
  "occasions",
  "topLines",
  "tags",
] as const;
/** The longest top line, in characters: it sits small above the name. */
const MAX_TOP_LINE_LENGTH = 32;
const MAX_HEADLINE_WORDS = 8;
const SPACED = new Set(["en", "de", "es", "fr", "it", "nl", "pt", "ru", "ar", "hi", "ko"]);

describe.each(COPY_LANGUAGES)("the %s event words", (language) => {
  it("fit their schema", () => {
    expect(() => eventWords(language)).not.toThrow();
  });

  it("name words of every category", () => {
    const { lexicon } = eventWords(language);
    const empty = WORD_CATEGORIES.filter((category) => lexicon[category].length === 0);
    expect(empty).toEqual([]);
  });

  it("give each kind lines that say nothing the kind never says", () => {
    const faults: string[] = [];
    for (const id of KIND_IDS) {
      const context = {
        language,
        forbidden: forbiddenCategories(eventKind(id), null, {
          link: false,
          drinkCue: false,
          dressCue: false,
        }),
      };
      const voice = eventWords(language).kinds[id];
      for (const field of LINE_FIELDS) {
        for (const line of voice[field]) {
          const fault = forbiddenWordIn(line, context);
          if (fault) faults.push(`${id}.${field}: "${line}" says ${fault.category} ("${fault.word}")`);
        }
      }
      for (const line of voice.topLines) {
        if (line.length > MAX_TOP_LINE_LENGTH) faults.push(`${id}.topLines: "${line}" is too long`);
      }
      if (SPACED.has(language)) {
        for (const line of voice.headlines) {
          if (line.split(/\s+/).length > MAX_HEADLINE_WORDS) {
            faults.push(`${id}.headlines: "${line}" is too long`);
          }
        }
      }
      for (const line of voice.names) {
        if (/experience/i.test(line)) faults.push(`${id}.names: "${line}" reads like a template`);
      }
    }
    expect(faults).toEqual([]);
  });
});
