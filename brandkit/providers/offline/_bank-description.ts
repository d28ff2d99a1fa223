/**
 * The headline, tagline and description in a phrase bank's language. The description is what the event is (the
 * kind's words, else the voice's), when and where, and a call to action fitting how guests answer; for an event
 * already past, what it was, when and where it was, and thanks. Templates that state the date and place are
 * preferred whenever both are known.
 */
import { COPY_LIMITS } from "../../constants.ts";
import type { BankFacts } from "./_bank-facts.ts";
import { bankWhen, isPast } from "./_bank-when.ts";
import { byRichness, fill, joinSentences, type Slots } from "./_fill.ts";
import { drawIndex, FieldWords } from "./_no-repeats.ts";
import { suiting } from "./_tone.ts";

/** One item of `items`, chosen by the seed. */
export function pickOne<T>(facts: BankFacts, items: readonly T[]): T {
  return items[Math.floor(facts.random() * items.length) % items.length];
}

/**
 * The name as running text sets it: in the language's quote marks always, or when it ends a sentence; never
 * quoted twice (a name that holds the marks already, "Саммит «Импульс»", stays as it is).
 */
export function nameInText(facts: BankFacts, name: string): string {
  const { open, close, always } = facts.bank.quotes;
  if (name.includes(open.trim()) || name.includes(close.trim())) return name;
  return always || /[.!?…！？]["'”’»)]*$/u.test(name) ? `${open}${name}${close}` : name;
}

/** {where} for the full location: "à Lyon, France". */
function whereOf(facts: BankFacts): string | undefined {
  return facts.location ? fill(facts.bank.where, { place: facts.location }, facts.rewrites) : undefined;
}

/** Calls to action: the voice's (they fit any event), then those of how this kind's guests answer. */
export function bankCalls(facts: BankFacts): string[] {
  const response = facts.kind?.response;
  const own = response ? suiting(facts.bank.responses[response], facts.language, facts.tone) : [];
  return [...facts.voice.calls, ...own];
}

export function writeBankHeadline(facts: BankFacts): string {
  if (isPast(facts)) return pickOne(facts, facts.bank.recap.headlines);
  return pickOne(facts, [...facts.voice.headlines, ...(facts.kindPhrases?.headlines ?? [])]);
}

/** The tagline read with `headline` (of the event called `name`): the seed's, or the next that says no word of it. */
export function writeBankTagline(facts: BankFacts, headline: string, name: string): string {
  const taglines = isPast(facts)
    ? facts.bank.recap.taglines
    : [...facts.voice.taglines, ...(facts.kindPhrases?.taglines ?? [])];
  const start = drawIndex(facts.random, taglines.length);
  const words = new FieldWords(facts.language, [...facts.given, name]);
  words.say(headline);
  return words.choose(taglines, start);
}

/** `template` with the parts the field chooses ({kind}, {promise}, {occasion}) left out: its fixed words. */
function frame(template: string, slots: Slots): string {
  return fill(template, { ...slots, kind: "", promise: "", occasion: "" });
}

/**
 * The description of the event called `name`. The seed draws the parts and templates in the order it always
 * has; then the templates' words are said first, and each part (kind, promise, occasion, close) is the drawn one
 * or, should that say a word again, the next of its list that does not.
 */
export function writeBankDescription(facts: BankFacts, name: string): string {
  const { bank, voice, random } = facts;
  const past = isPast(facts);
  const kinds = facts.kindPhrases?.nouns ?? voice.kinds;
  const kind = drawIndex(random, kinds.length);
  const promise = drawIndex(random, voice.promises.length);
  const occasion = drawIndex(random, voice.occasions.length);
  const slots: Slots = {
    name: nameInText(facts, name),
    kind: kinds[kind],
    promise: voice.promises[promise],
    occasion: voice.occasions[occasion],
    when: bankWhen(facts),
    where: whereOf(facts),
    place: facts.location,
  };
  const peopleOpenings = facts.people ? bank.description.peopleOpenings : undefined;
  const openings = past ? bank.recap.openings : peopleOpenings ?? bank.description.openings;
  const details = past ? bank.recap.details : bank.description.details;
  const opening = byRichness(openings, slots, random)[0];
  const detail = byRichness(details, slots, random)[0];
  const closes = past ? bank.recap.thanks : bankCalls(facts);
  const close = drawIndex(random, closes.length);

  const words = new FieldWords(facts.language, [...facts.given, name]);
  words.say(frame(opening, slots), frame(detail, slots));
  const chosen: Slots = {
    ...slots,
    kind: words.choose(kinds, kind),
    promise: words.choose(voice.promises, promise),
    occasion: words.choose(voice.occasions, occasion),
  };
  const text = joinSentences([
    fill(opening, chosen, facts.rewrites),
    fill(detail, chosen, facts.rewrites),
    words.choose(closes, close),
  ]);
  return text.slice(0, COPY_LIMITS.maxDescriptionLength);
}
