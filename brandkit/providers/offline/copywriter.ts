/**
 * The offline copywriter: the kit's names, headline, tagline, description and captions from the request alone,
 * in the voice its vibes call for, for the kind of event they and the name suggest, and worded for when the
 * event is seen from today. Deterministic: the same request, seed and today give the same copy.
 */
import { COPY_LIMITS } from "../../constants.ts";
import type { GenerationRequest, KitText } from "../../schemas.ts";
import { writeCaptions } from "./_captions.ts";
import { pick } from "./_choose.ts";
import { type CopyFacts, gatherFacts } from "./_facts.ts";
import { wordCount } from "./_grammar.ts";
import { writeDescription } from "./_description.ts";
import { writeNames } from "./_names.ts";

/** Headlines are at most this many words (the prompt's rule, kept offline too). */
const MAX_HEADLINE_WORDS = 8;
/** Places of at most this many words may make a headline ("Lisbon, This One's for You"). */
const MAX_HEADLINE_PLACE_WORDS = 2;

function writeHeadline(facts: CopyFacts): string {
  const options = [...facts.voice.headlines, ...(facts.kind?.headlines ?? [])];
  if (facts.place && wordCount(facts.place) <= MAX_HEADLINE_PLACE_WORDS) {
    options.push(`${facts.place}, This One's for You`);
  }
  const headline = pick(facts, options);
  return wordCount(headline) <= MAX_HEADLINE_WORDS ? headline : facts.voice.headlines[0];
}

/**
 * The kit's copy for a validated request. `today` (YYYY-MM-DD, the visitor's calendar date) lets the copy say
 * "tonight" or "save the date"; without it a date is only stated.
 */
export function writeCopy(request: GenerationRequest, seed: number, today?: string): KitText {
  const facts = gatherFacts(request, seed, today);
  const eventNames = writeNames(facts);
  const name = eventNames[0];
  const tagline = pick(facts, [...facts.voice.taglines, ...(facts.kind?.taglines ?? [])]);
  return {
    eventNames,
    headline: writeHeadline(facts),
    tagline,
    description: writeDescription(facts, name).slice(0, COPY_LIMITS.maxDescriptionLength),
    socialCaptions: writeCaptions(facts, name, tagline),
  };
}
