/**
 * What the phrase-bank copywriter knows about an event, gathered once: the bank and its voice for the vibes'
 * mood (English mood words or the bank's own), the kind of event (the bank's words or the English ones), when it
 * is in the language's words, the place, and whether the name is a couple's. The visitor's vibes steer the voice
 * but are never written into the copy: they may be English words in a French kit.
 */
import type { CopyLanguage } from "../../languages/language.ts";
import {
  byMood,
  type CopyBank,
  type KindPhrases,
  phraseBank,
  type VoicePhrases,
} from "../../languages/phrases/mod.ts";
import { type Mood, moodOf } from "../../moods.ts";
import type { GenerationRequest } from "../../schemas.ts";
import { seededRandom } from "../../seed.ts";
import { compileRewrites, type Rewrites } from "./_fill.ts";
import { shortPlace } from "./_grammar.ts";
import { EVENT_KINDS, type EventKind, eventKindOf } from "./_kinds.ts";
import { repeatedWord, suiting, type Tone, toneOf } from "./_tone.ts";
import { type EventWhen, eventWhen } from "./_when.ts";

export type BankFacts = {
  bank: CopyBank;
  language: CopyLanguage;
  /** The request's own tag (BCP 47), which writes dates and numbers ("ar-EG": Arabic-Indic digits). */
  tag: string;
  rewrites: Rewrites;
  voice: VoicePhrases;
  /** What the copy may say: drink, formalities, children's-party words. */
  tone: Tone;
  /** The kind of event (its English entry decides how guests answer), or null. */
  kind: EventKind | null;
  /** The bank's words for that kind, when it has them. */
  kindPhrases?: KindPhrases;
  when: EventWhen;
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

function moodFor(bank: CopyBank, vibe: string): Mood | null {
  const english = moodOf(vibe);
  if (english) return english;
  const text = plain(vibe);
  const found = Object.entries(bank.moodWords).find(([, stems]) =>
    stems!.some((stem) => mentions(bank, text, stem))
  );
  return (found?.[0] as Mood | undefined) ?? null;
}

/** The kind of event of a name and vibes in `bank`'s words, else the English ones; the copy-lint reads it too. */
export function kindFor(
  bank: CopyBank,
  name: string | undefined,
  vibes: readonly string[],
): EventKind | null {
  for (const text of [name ?? "", ...vibes].map(plain)) {
    const found = Object.entries(bank.kinds).find(([, kind]) =>
      kind!.words.some((word) => mentions(bank, text, word))
    );
    if (found) return EVENT_KINDS.find((kind) => kind.id === found[0]) ?? null;
  }
  return eventKindOf(name, vibes);
}

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Two or three capitalised given names joined by "&", "+" or the language's "and". */
function isPeople(name: string, and: string): boolean {
  const given = "\\p{Lu}[\\p{Ll}\\p{M}'’-]+";
  return new RegExp(`^${given}(?:,\\s*${given})?\\s+(?:&|\\+|${escaped(and)})\\s+${given}$`, "u").test(name);
}

/**
 * The bank's voice for `mood` without what the tone forbids, each list topped up from the default voice when the
 * filter leaves it empty; an adult's birthday never speaks in the (children's) playful voice.
 */
function tonedBankVoice(bank: CopyBank, language: string, mood: Mood | null, tone: Tone): VoicePhrases {
  const key = `${language}|${mood}|${tone.alcohol}|${tone.formal}|${tone.adultBirthday}`;
  let toned = tonedVoices.get(key);
  if (!toned) tonedVoices.set(key, toned = filteredBankVoice(bank, language, mood, tone));
  return toned;
}

/** Toned voices by language, mood and tone: filtering is the same every time. */
const tonedVoices = new Map<string, VoicePhrases>();

function filteredBankVoice(bank: CopyBank, language: string, mood: Mood | null, tone: Tone): VoicePhrases {
  const voiceMood = tone.adultBirthday && mood === "playful" ? "festive" : mood;
  const voice = byMood(bank.voices, voiceMood) ?? bank.voices.default;
  const fields = Object.keys(voice) as Array<keyof VoicePhrases>;
  return Object.fromEntries(
    fields.map((field) => [field, suiting(voice[field], language, tone, bank.voices.default[field])]),
  ) as unknown as VoicePhrases;
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
  const customName = request.customEventName?.replace(/\s+/g, " ").trim() || undefined;
  const location = request.eventLocation?.replace(/\s+/g, " ").trim() || undefined;
  const kind = kindFor(bank, customName, vibes);
  const tone = toneOf(kind?.id ?? null, customName, vibes);
  const kindPhrases = kind ? bank.kinds[kind.id as keyof CopyBank["kinds"]] : undefined;
  return {
    bank,
    language,
    tag,
    rewrites: compileRewrites(bank.rewrites),
    voice: tonedBankVoice(bank, language, mood, tone),
    tone,
    kind,
    kindPhrases: kindPhrases && {
      ...kindPhrases,
      headlines: kindPhrases.headlines && suiting(kindPhrases.headlines, language, tone),
      taglines: kindPhrases.taglines && suiting(kindPhrases.taglines, language, tone),
    },
    when: eventWhen(request.eventDate, today, tag),
    location,
    place: location ? shortPlace(location) : undefined,
    customName,
    people: customName ? isPeople(customName, bank.and) : false,
    link: request.eventLink,
    given: [customName ?? "", location ?? "", ...vibes],
    random: seededRandom(seed),
  };
}
