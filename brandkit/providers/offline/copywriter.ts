/**
 * The offline copywriter: the kit's names, headline, tagline, description and captions from the request alone,
 * in the voice its vibes call for. Deterministic: the same request and seed give the same copy.
 */
import { CAPTION_COUNT, COPY_LIMITS } from "../../constants.ts";
import type { GenerationRequest, KitText } from "../../schemas.ts";
import { type CopyFacts, gatherFacts } from "./_facts.ts";
import {
  capitalize,
  endsSentence,
  hashtag,
  list,
  sentence,
  tidy,
  withArticle,
  wordCount,
} from "./_grammar.ts";
import { writeNames } from "./_names.ts";

/** Headlines are at most this many words (the prompt's rule, kept offline too). */
const MAX_HEADLINE_WORDS = 8;
const MAX_HASHTAGS = 4;

function pick<T>(facts: CopyFacts, items: readonly T[]): T {
  return items[Math.floor(facts.random() * items.length) % items.length];
}

/** "on December 31, 2026 at Pier 57", "in Lisbon", "" as the facts allow. */
function whenWhere(facts: CopyFacts): string {
  const parts: string[] = [];
  if (facts.date) parts.push(`on ${facts.date}`);
  if (facts.location) parts.push(`${facts.preposition} ${facts.location}`);
  return parts.join(" ");
}

/** `text` ended with `ending`, unless it already ends a sentence (a name like "Maya Turns Seven!"). */
function finish(text: string, ending: string): string {
  return endsSentence(text) ? text : `${text}${ending}`;
}

function writeHeadline(facts: CopyFacts): string {
  const options = [...facts.voice.headlines];
  if (facts.place && wordCount(facts.place) <= 2) options.push(`${facts.place}, This One's for You`);
  const headline = pick(facts, options);
  return wordCount(headline) <= MAX_HEADLINE_WORDS ? headline : facts.voice.headlines[0];
}

function writeDescription(facts: CopyFacts, name: string): string {
  const kind = withArticle(pick(facts, facts.voice.kinds));
  const promise = pick(facts, facts.voice.promises);
  const opening = endsSentence(name)
    ? `You're invited to ${name} It's ${kind} of ${promise}.`
    : pick(facts, [`${name} is ${kind} of ${promise}.`, `Welcome to ${name}: ${kind} of ${promise}.`]);
  const where = whenWhere(facts);
  const occasion = pick(facts, facts.voice.occasions);
  const mood = facts.unknownVibes.length > 0
    ? `, with a ${list(facts.unknownVibes.slice(0, 3))} twist`
    : facts.vibeWords.length > 1
    ? `, with ${list(facts.vibeWords.slice(0, 3))} vibes from start to finish`
    : "";
  const details = where ? `Join us ${where} for ${occasion}${mood}.` : `Expect ${occasion}${mood}.`;
  return tidy([opening, sentence(details), pick(facts, facts.voice.calls)].join(" "));
}

/** Up to MAX_HASHTAGS different hashtags, in order of preference. */
function hashtags(...sources: Array<string | undefined>): string {
  const chosen: string[] = [];
  for (const source of sources) {
    const tag = source ? hashtag(source) : null;
    if (tag && !chosen.some((other) => other.toLowerCase() === tag.toLowerCase())) chosen.push(tag);
    if (chosen.length === MAX_HASHTAGS) break;
  }
  return chosen.join(" ");
}

function writeCaptions(facts: CopyFacts, name: string, tagline: string): string[] {
  const { voice } = facts;
  const vibeTag = facts.vibeWords[0];
  const voiceTag = pick(facts, voice.tags);
  const where = whenWhere(facts);
  // A name that ends in its own "!" cannot go on mid-sentence, so the sentences around it never ask it to.
  const announce = `${pick(facts, voice.hooks)} ${
    endsSentence(name)
      ? `${name} ${capitalize(where ? `${where}.` : "Coming soon.")}`
      : `${name} is ${where ? `happening ${where}` : "coming soon"}.`
  }`;
  const invite = `${tagline} ${sentence(`Save your spot for ${name}`)} ${pick(facts, voice.calls)}`;
  const placeLine = facts.place ? `${facts.preposition} ${facts.place}` : "";
  const countdown = facts.date
    ? `${sentence(`Counting down to ${name}`)} See you ${facts.date}${placeLine ? ` ${placeLine}` : ""}!`
    : `${finish(`Tag the friend you're bringing to ${name}`, "!")}${
      placeLine ? ` See you ${placeLine}!` : ""
    }`;
  const captions = [
    `${announce} ${hashtags(name, vibeTag, facts.place, voiceTag)}`,
    `${invite} ${hashtags(name, voiceTag, facts.vibeWords[1])}`,
    `${countdown} ${hashtags(name, facts.place, facts.year ? `${voiceTag}${facts.year}` : voice.tags[0])}`,
  ];
  return captions.slice(0, CAPTION_COUNT).map((caption) =>
    tidy(caption).slice(0, COPY_LIMITS.maxCaptionLength)
  );
}

/** The kit's copy for a validated request. */
export function writeCopy(request: GenerationRequest, seed: number): KitText {
  const facts = gatherFacts(request, seed);
  const eventNames = writeNames(facts);
  const name = eventNames[0];
  const tagline = pick(facts, facts.voice.taglines);
  return {
    eventNames,
    headline: writeHeadline(facts),
    tagline,
    description: writeDescription(facts, name).slice(0, COPY_LIMITS.maxDescriptionLength),
    socialCaptions: writeCaptions(facts, name, tagline),
  };
}
