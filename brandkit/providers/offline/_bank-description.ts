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

export function writeBankTagline(facts: BankFacts): string {
  if (isPast(facts)) return pickOne(facts, facts.bank.recap.taglines);
  return pickOne(facts, [...facts.voice.taglines, ...(facts.kindPhrases?.taglines ?? [])]);
}

/** The richest usable template of `templates`, filled. */
function sentence(facts: BankFacts, templates: readonly string[], slots: Slots): string {
  return fill(byRichness(templates, slots, facts.random)[0], slots, facts.rewrites);
}

/** The description of the event called `name`. */
export function writeBankDescription(facts: BankFacts, name: string): string {
  const { bank, voice } = facts;
  const past = isPast(facts);
  const slots: Slots = {
    name: nameInText(facts, name),
    kind: pickOne(facts, facts.kindPhrases?.nouns ?? voice.kinds),
    promise: pickOne(facts, voice.promises),
    occasion: pickOne(facts, voice.occasions),
    when: bankWhen(facts),
    where: whereOf(facts),
    place: facts.location,
  };
  const peopleOpenings = facts.people ? bank.description.peopleOpenings : undefined;
  const openings = past ? bank.recap.openings : peopleOpenings ?? bank.description.openings;
  const details = past ? bank.recap.details : bank.description.details;
  const close = pickOne(facts, past ? bank.recap.thanks : bankCalls(facts));
  const text = joinSentences([sentence(facts, openings, slots), sentence(facts, details, slots), close]);
  return text.slice(0, COPY_LIMITS.maxDescriptionLength);
}
