/**
 * The kit's description: what the event is (in the voice, for its kind), when and where, and a call to action;
 * for an event already past, what it was, when and where it was, and thanks. Two or three sentences,
 * grammatical around any name: "Amelia & Jonathan" is joined, never "an evening of"; "Maya Turns 7!" stands as
 * its own sentence.
 */
import { withArticle } from "./_article.ts";
import { callsFor } from "./_calls.ts";
import { firstReadable, pick, pickReadable } from "./_choose.ts";
import { type CopyFacts, wherePhrase } from "./_facts.ts";
import { capitalize, endsSentence, list, sentence, tidy } from "./_grammar.ts";
import { nameShape } from "./_name-shape.ts";
import { drawIndex, FieldWords } from "./_no-repeats.ts";
import { isSolemn, recapFor } from "./_recap.ts";
import { isAhead, whenPhrase } from "./_timing.ts";

/** Words starting with this many of the same letters count as the same word ("festive", "festival"). */
const SAME_STEM_LETTERS = 4;
/** How many of the visitor's vibes the description names at most. */
const MAX_VIBES_NAMED = 3;

/** "an intimate wedding", "a fun-filled birthday party"; the voice's own ("an elegant evening") without a kind. */
function eventPhrase(facts: CopyFacts): string {
  const { kindVoice, voice } = facts;
  if (!kindVoice) return withArticle(pick(facts, voice.kinds));
  const noun = pick(facts, kindVoice.nouns);
  // "a festive festival", "a late-night club night" say one thing twice.
  const stems = noun.split(" ").map((word) => word.slice(0, SAME_STEM_LETTERS));
  const adjectives = voice.adjectives.filter((adjective) =>
    !adjective.split(/[\s-]/).some((word) => stems.includes(word.slice(0, SAME_STEM_LETTERS)))
  );
  if (adjectives.length === 0) return withArticle(noun);
  return withArticle(`${pick(facts, adjectives)} ${noun}`);
}

/** `name` as a sentence of its own: "Maya Turns 7!" (an exclamation mark added when it has no ending). */
export function exclaimed(name: string): string {
  return endsSentence(name) ? name : `${name}!`;
}

function capitalizeIf(condition: boolean, text: string): string {
  return condition ? capitalize(text) : text;
}

function opening(facts: CopyFacts, name: string, words: FieldWords): string {
  const event = eventPhrase(facts);
  const promises = facts.kindVoice?.promises ?? facts.voice.promises;
  const drawn = drawIndex(facts.random, promises.length);
  words.say(event);
  const promise = words.choose(promises, drawn, facts.kindVoice ? facts.spare.promises : []);
  // Reads after any name, should the others double a word ("Welcome to To Is", "To Is is").
  const fallback = `${name}${endsSentence(name) ? "" : ":"} ${
    capitalizeIf(endsSentence(name), event)
  } with ${promise}.`;
  const text = pickReadable(facts, openings(facts, name, event, promise), fallback);
  words.say(text);
  return text;
}

/** The opening sentences for an event called `name`, ahead or past. */
function openings(facts: CopyFacts, name: string, event: string, promise: string): string[] {
  if (!isAhead(facts.when)) return pastOpenings(name, event, promise, isSolemn(facts.kind));
  switch (nameShape(name)) {
    case "people":
      return [
        // A couple invite (plural), and the next sentence already says "Join us".
        `${name} invite you to ${event} with ${promise}.`,
        `Celebrate with ${name}: ${event} with ${promise}.`,
      ];
    case "clause":
      return [
        `${exclaimed(name)} It's ${event} with ${promise}.`,
        `${exclaimed(name)} Come along to ${event} with ${promise}.`,
      ];
    default:
      return [
        `${name} is ${event} with ${promise}.`,
        `Welcome to ${name}: ${event} with ${promise}.`,
      ];
  }
}

/** What the event was, for one already past. */
function pastOpenings(name: string, event: string, promise: string, solemn: boolean): string[] {
  switch (nameShape(name)) {
    case "people":
      return [
        `Thank you for ${solemn ? "being there for" : "celebrating with"} ${name}: ${event} with ${promise}.`,
      ];
    case "clause":
      return [`${exclaimed(name)} It was ${event} with ${promise}.`];
    default:
      return [
        `${name} was ${event} with ${promise}.`,
        `Thank you for coming to ${name}: ${event} with ${promise}.`,
      ];
  }
}

/** ", with a cottagecore twist", ", with neon and retro vibes from start to finish", or "". */
function moodClause(facts: CopyFacts): string {
  if (facts.unknownVibes.length > 0) {
    return `, with ${withArticle(list(facts.unknownVibes.slice(0, MAX_VIBES_NAMED)))} twist`;
  }
  if (facts.vibeWords.length > 1) {
    return `, with ${list(facts.vibeWords.slice(0, MAX_VIBES_NAMED))} vibes from start to finish`;
  }
  return "";
}

function details(facts: CopyFacts, words: FieldWords): string {
  const whenWhere = [whenPhrase(facts.when, facts.context), wherePhrase(facts)].filter(Boolean).join(" ");
  const occasions = facts.kindVoice?.occasions ?? facts.voice.occasions;
  const drawn = drawIndex(facts.random, occasions.length);
  const mood = moodClause(facts);
  const past = !isAhead(facts.when);
  const frame = past
    ? (whenWhere ? `We came together ${whenWhere} for` : `It was`)
    : (whenWhere ? `Join us ${whenWhere} for` : `Expect`);
  words.say(frame, mood);
  const lead = `${frame} ${words.choose(occasions, drawn, facts.kindVoice ? facts.spare.occasions : [])}`;
  return sentence(firstReadable(facts, [`${lead}${mood}`, lead]));
}

/**
 * The description of the event called `name`. The seed draws its parts in the order it always has; a part that
 * would say a word the description has said gives way to the next of its list that does not (see _no-repeats.ts).
 */
export function writeDescription(facts: CopyFacts, name: string): string {
  const closes = isAhead(facts.when) ? callsFor(facts) : recapFor(facts.kind).thanks;
  const close = drawIndex(facts.random, closes.length);
  const words = new FieldWords("en", [...facts.given, name]);
  const first = opening(facts, name, words);
  const second = details(facts, words);
  return tidy([first, second, words.choose(closes, close)].join(" "));
}
