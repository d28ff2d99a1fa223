/**
 * What the phrase-bank copywriter knows about an event, gathered once: the bank and its voice for the vibes'
 * mood (English mood words or the bank's own), the kind of event (the bank's words or the English ones), when it
 * is in the language's words, the place, and whether the name is a couple's. The visitor's vibes steer the voice
 * but are never written into the copy: they may be English words in a French kit.
 */
import { type CopyContext, copyContextOf, fittedVoice } from "../../copy-fit/mod.ts";
import { eventWords, type KindVoice } from "../../languages/event-words/mod.ts";
import type { CopyLanguage } from "../../languages/registry.ts";
import { byMood, type CopyBank, phraseBank, type VoicePhrases } from "../../languages/phrases/mod.ts";
import { type Mood, moodOf } from "../../moods.ts";
import type { GenerationRequest } from "../../schemas.ts";
import { seededRandom } from "../../seed.ts";
import { repeatedWord } from "../../copy-fit/content-words.ts";
import { compileRewrites, type Rewrites } from "./_fill.ts";
import { shortPlace } from "./_grammar.ts";
import { shown } from "../../copy-fit/empty-slots.ts";
import type { EventKind, KindTrait } from "../../kinds/event-kinds.ts";
import { type WhenFromToday, whenFromToday } from "../../dates/from-today.ts";

export type BankFacts = {
  bank: CopyBank;
  language: CopyLanguage;
  /** The request's own tag (BCP 47), which writes dates and numbers ("ar-EG": Arabic-Indic digits). */
  tag: string;
  rewrites: Rewrites;
  /** The voice of the vibes' mood, without what the event's copy may not say. */
  voice: VoicePhrases;
  /** What the copy may say: the kind, the day part, the categories of words it must not. */
  context: CopyContext;
  /** The kind of event, or null for a neutral one. */
  kind: EventKind | null;
  /** The kind's voice in the bank's language, without what the copy may not say; null for a neutral event. */
  kindVoice: KindVoice | null;
  /** The default voice, without what the copy may not say: lines that fit any event, should the kind's all repeat. */
  spare: VoicePhrases;
  /** The bank's caption templates, with its lines for the kind's traits in place of the shared ones (withTraits). */
  captions: CopyBank["captions"];
  /** The bank's lines for an event already past, with its lines for the kind's traits in place of the shared ones. */
  recap: CopyBank["recap"];
  when: WhenFromToday;
  location?: string;
  /** The first part of the location ("Lyon" of "Lyon, France"). */
  place?: string;
  customName?: string;
  /** True when the name is two or three people ("Léa et Hugo"): some languages greet them differently. */
  people: boolean;
  link?: string;
  /** Everything the visitor typed: their words may repeat. */
  given: string[];
  random: () => number;
};

/** True when `texts` together say a content word of ours twice. */
export function saysTwice(facts: BankFacts, texts: readonly string[], name = ""): boolean {
  return repeatedWord(texts, facts.language, [...facts.given, name]) !== undefined;
}

/** Scripts written without spaces between words: a bank's word may match anywhere in them. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** Lower case, Latin accents dropped (marks of other scripts are letters' parts and stay), single spaces. */
function plain(text: string): string {
  return ` ${
    text.normalize("NFKD").replace(/(?<=\p{Script=Latin})\p{M}+/gu, "").normalize("NFC").toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}]+/gu, " ").trim()
  } `;
}

/**
 * True when `word` starts a word of `text` (both plain), or appears anywhere in unspaced scripts and, for a
 * language of compounds, anywhere at all ("fest" in "Sommerfest").
 */
function mentions(bank: CopyBank, text: string, word: string): boolean {
  const needle = plain(word).trim();
  return UNSPACED.test(needle) || bank.compoundWords ? text.includes(needle) : text.includes(` ${needle}`);
}

/**
 * `shared` with the lists a kind's traits have lines for (`byTrait`, kinds/event-kinds.json "traits") in place of
 * its own, a later trait's winning: a wedding's guests are invited one by one, so its invitation saves no spot; a
 * memorial is invited and solemn, so once past it is thanked for without cheering. The rule is the kind's, the
 * words the bank's.
 */
export function withTraits<T extends object>(
  shared: T,
  byTrait: Partial<Record<KindTrait, Partial<T>>>,
  kind: EventKind | null,
): T {
  return Object.assign({}, shared, ...(kind?.traits ?? []).map((trait) => byTrait[trait] ?? {}));
}

function moodFor(bank: CopyBank, vibe: string): Mood | null {
  const english = moodOf(vibe);
  if (english) return english;
  const text = plain(vibe);
  const found = Object.entries(bank.moodWords).find(([, stems]) =>
    stems!.some((stem) => mentions(bank, text, stem))
  );
  return (found?.[0] as Mood | undefined) ?? null;
}

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Two or three capitalised given names joined by "&", "+" or the language's "and". */
function isPeople(name: string, and: string): boolean {
  const given = "\\p{Lu}[\\p{Ll}\\p{M}'’-]+";
  return new RegExp(`^${given}(?:,\\s*${given})?\\s+(?:&|\\+|${escaped(and)})\\s+${given}$`, "u").test(name);
}

/** The facts of a validated request for `language`'s bank; `tag` (BCP 47) writes the date. */
export function gatherBankFacts(
  request: GenerationRequest,
  seed: number,
  today: string | undefined,
  { language, tag }: { language: CopyLanguage; tag: string },
): BankFacts {
  const bank = phraseBank(language).copy!;
  const vibes = request.vibes.map((vibe) => vibe.replace(/\s+/g, " ").trim()).filter(Boolean);
  const mood = vibes.map((vibe) => moodFor(bank, vibe)).find(Boolean) ?? null;
  const customName = shown(request.customEventName);
  const location = shown(request.eventLocation);
  const context = copyContextOf(request, language);
  const kind = context.kind;
  // The playful voice is a children's voice: other events with playful vibes speak festively.
  const voiceMood = mood === "playful" && kind?.id !== "kidsParty" ? "festive" : mood;
  const defaultVoice = bank.voices.default;
  return {
    bank,
    language,
    tag,
    rewrites: compileRewrites(bank.rewrites),
    voice: fittedVoice(byMood(bank.voices, voiceMood) ?? defaultVoice, defaultVoice, context),
    context,
    kind,
    kindVoice: kind && fittedVoice(eventWords(language).kinds[kind.id], defaultVoice as never, context),
    spare: fittedVoice(defaultVoice, defaultVoice, context),
    captions: withTraits(bank.captions, bank.captions.traits, kind),
    recap: withTraits(bank.recap, bank.recap.traits, kind),
    when: whenFromToday(request.eventDate, today, tag),
    location,
    place: location ? shortPlace(location) : undefined,
    customName,
    people: customName ? isPeople(customName, bank.and) : false,
    link: request.eventLink,
    given: [customName ?? "", location ?? "", ...vibes],
    random: seededRandom(seed),
  };
}
