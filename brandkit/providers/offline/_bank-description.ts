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
import { fitting } from "../../copy-fit/mod.ts";

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

/**
 * Calls to action: the kind's (else the voice's), then those of how the kind's guests answer; tickets and
 * registration only with a link (the copy rules drop ticket words otherwise), nothing to answer for a free event.
 */
export function bankCalls(facts: BankFacts): string[] {
  const response = facts.kind?.response;
  const calls = facts.kindVoice?.calls ?? facts.voice.calls;
  if (!response || response === "free" || (response !== "rsvp" && !facts.link)) return [...calls];
  return [...calls, ...fitting(facts.bank.responses[response], facts.context)];
}

export function writeBankHeadline(facts: BankFacts): string {
  if (isPast(facts)) return pickOne(facts, facts.recap.headlines);
  return pickOne(facts, facts.kindVoice?.headlines ?? facts.voice.headlines);
}

/** The tagline read with `headline` (of the event called `name`): the seed's, or the next that says no word of it. */
export function writeBankTagline(facts: BankFacts, headline: string, name: string): string {
  const taglines = isPast(facts) ? facts.recap.taglines : facts.kindVoice?.taglines ?? facts.voice.taglines;
  const start = drawIndex(facts.random, taglines.length);
  const words = new FieldWords(facts.language, [...facts.given, name]);
  words.say(headline);
  return words.choose(taglines, start, facts.kindVoice && !isPast(facts) ? facts.spare.taglines : []);
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
  const { bank, random } = facts;
  const voice = facts.kindVoice ?? facts.voice;
  const past = isPast(facts);
  const kinds = facts.kindVoice?.nouns ?? facts.voice.kinds;
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
  const openings = past ? facts.recap.openings : peopleOpenings ?? bank.description.openings;
  const details = past ? facts.recap.details : bank.description.details;
  const opening = byRichness(openings, slots, random)[0];
  const detail = byRichness(details, slots, random)[0];
  const closes = past ? facts.recap.thanks : bankCalls(facts);
  const close = drawIndex(random, closes.length);

  const words = new FieldWords(facts.language, [...facts.given, name]);
  // The default voice's lines stand behind the kind's, should every line of the kind repeat a word already said.
  const spare = (lines: readonly string[]) => (facts.kindVoice ? lines : []);
  words.say(frame(opening, slots), frame(detail, slots));
  const chosen: Slots = {
    ...slots,
    kind: words.choose(kinds, kind, spare(facts.spare.kinds)),
    promise: words.choose(voice.promises, promise, spare(facts.spare.promises)),
    occasion: words.choose(voice.occasions, occasion, spare(facts.spare.occasions)),
  };
  const text = joinSentences([
    fill(opening, chosen, facts.rewrites),
    fill(detail, chosen, facts.rewrites),
    words.choose(closes, close),
  ]);
  return text.slice(0, COPY_LIMITS.maxDescriptionLength);
}
