/**
 * The offline copywriter: the kit's names, headline, tagline, description and captions from the request alone,
 * in the voice its vibes call for, for the kind of event they and the name suggest, worded for when the event
 * is seen from today, and in the request's language. English is written by the grammar-aware English pipeline
 * below; the other copy languages from their phrase banks (_bank-copy.ts); any other language gets English copy,
 * never a mix. Deterministic: the same request, seed and today give the same copy.
 */
import { COPY_LIMITS } from "../../constants.ts";
import { baseLanguage, writtenLanguage } from "../../languages/language.ts";
import type { GenerationRequest, KitText } from "../../schemas.ts";
import { writeBankCopy } from "./_bank-copy.ts";
import { writeCaptions } from "./_captions.ts";
import { pick } from "./_choose.ts";
import { type CopyFacts, gatherFacts } from "./_facts.ts";
import { wordCount } from "./_grammar.ts";
import { writeDescription } from "./_description.ts";
import { writeNames } from "./_names.ts";
import { cleanCaptions, drawIndex, FieldWords, firstClean } from "./_no-repeats.ts";
import { recapFor } from "./_recap.ts";
import { isAhead } from "./_timing.ts";
import { repeatedWord } from "../../copy-fit/content-words.ts";

/** Headlines are at most this many words (the prompt's rule, kept offline too). */
const MAX_HEADLINE_WORDS = 8;
/** Places of at most this many words may make a headline ("Lisbon, This One's for You"). */
const MAX_HEADLINE_PLACE_WORDS = 2;

/** True when the headline may be addressed to the place. */
function placeHeadlineFits(facts: CopyFacts): boolean {
  return !facts.kind || PLACE_HEADLINE_KINDS.has(facts.kind.id);
}

/** Kinds a whole place turns out for: "Lisbon, This One's for You" fits a festival, not a wedding. */
const PLACE_HEADLINE_KINDS: ReadonlySet<string> = new Set([
  "festival",
  "concert",
  "clubNight",
  "party",
  "sport",
]);

function writeHeadline(facts: CopyFacts): string {
  if (!isAhead(facts.when)) return pick(facts, recapFor(facts.kind).headlines);
  const options = [...(facts.kindVoice?.headlines ?? facts.voice.headlines)];
  if (facts.place && wordCount(facts.place) <= MAX_HEADLINE_PLACE_WORDS && placeHeadlineFits(facts)) {
    options.push(`${facts.place}, This One's for You`);
  }
  const headline = pick(facts, options);
  return wordCount(headline) <= MAX_HEADLINE_WORDS ? headline : facts.voice.headlines[0];
}

/** True when `texts` together say a content word of ours twice; the event's `name` is a title, not our words. */
function saysTwice(facts: CopyFacts, texts: readonly string[], name: string): boolean {
  return repeatedWord(texts, "en", [...facts.given, name]) !== undefined;
}

/** English copy; `dateLanguage` writes the date ("en-GB": "14 March 2027"). */
function writeEnglishCopy(
  request: GenerationRequest,
  seed: number,
  today: string | undefined,
  dateLanguage: string,
) {
  const facts = gatherFacts(request, seed, today, dateLanguage);
  const eventNames = writeNames(facts);
  const name = eventNames[0];
  const taglines = isAhead(facts.when)
    ? [...(facts.kindVoice?.taglines ?? facts.voice.taglines)]
    : [...recapFor(facts.kind).taglines];
  const headline = writeHeadline(facts);
  // The tagline and headline are read together: no content word in both.
  const drawn = drawIndex(facts.random, taglines.length);
  const words = new FieldWords("en", [...facts.given, name]);
  words.say(headline);
  const tagline = words.choose(
    taglines,
    drawn,
    facts.kindVoice && isAhead(facts.when) ? facts.spare.taglines : [],
  );
  return {
    eventNames,
    headline,
    tagline,
    description: firstClean(() => writeDescription(facts, name), (text) => !saysTwice(facts, [text], name))
      .slice(0, COPY_LIMITS.maxDescriptionLength),
    socialCaptions: cleanCaptions(
      () => writeCaptions(facts, name, tagline),
      (caption) => !saysTwice(facts, [caption], name),
    ),
  };
}

/**
 * The kit's copy for a validated request, in `request.language` (BCP 47; absent: English). `today`
 * (YYYY-MM-DD, the visitor's calendar date) lets the copy say "tonight", "save the date" or "thank you for
 * coming"; without it a date is only stated.
 */
export function writeOfflineCopy(request: GenerationRequest, seed: number, today?: string): KitText {
  // Settled once here: a generation's request is written already; one from elsewhere is written now.
  const tag = writtenLanguage(request.language);
  const language = baseLanguage(tag);
  if (language !== "en") return writeBankCopy(request, seed, today, { language, tag });
  return writeEnglishCopy(request, seed, today, tag);
}
