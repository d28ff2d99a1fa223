/**
 * The phrase banks, one JSON file per language, read through one schema (schema.ts). A bank is parsed the first
 * time it is asked for; one that does not fit is a programming error whose message names the file and the
 * problem. Browser-safe, but kept out of languages/mod.ts so the page does not carry thirteen banks.
 */
import type { Mood } from "../../moods.ts";
import { baseLanguage, writtenLanguage } from "../language.ts";
import type { CopyLanguage } from "../registry.ts";
import { languageFiles } from "../_language-files.ts";
import { type PhraseBank, PhraseBankSchema } from "./schema.ts";
import ar from "./ar.json" with { type: "json" };
import de from "./de.json" with { type: "json" };
import en from "./en.json" with { type: "json" };
import es from "./es.json" with { type: "json" };
import fr from "./fr.json" with { type: "json" };
import hi from "./hi.json" with { type: "json" };
import it from "./it.json" with { type: "json" };
import ja from "./ja.json" with { type: "json" };
import ko from "./ko.json" with { type: "json" };
import nl from "./nl.json" with { type: "json" };
import pt from "./pt.json" with { type: "json" };
import ru from "./ru.json" with { type: "json" };
import zh from "./zh.json" with { type: "json" };

export {
  ALWAYS_SLOTS,
  type CopyBank,
  type GraphicsPhrases,
  OPTIONAL_SLOTS,
  type PhraseBank,
  PhraseBankSchema,
  slotsOf,
  type VoicePhrases,
} from "./schema.ts";

/** The validated bank of `language`. */
export const phraseBank: (language: CopyLanguage) => PhraseBank = languageFiles(
  "phrases",
  PhraseBankSchema,
  { ar, de, en, es, fr, hi, it, ja, ko, nl, pt, ru, zh },
);

/**
 * The bank for a BCP 47 tag as a brief carries it: its written language's (writtenLanguage), so English's for a
 * language without a bank (or no tag).
 */
export function bankFor(tag: string | undefined): PhraseBank {
  return phraseBank(baseLanguage(writtenLanguage(tag)));
}

/**
 * The mood whose lines stand in for one a bank has none of: neon, retro and spooky nights speak like festive
 * ones (playful is for children's parties). Minimal has no stand-in: elegant is an evening of dress codes and
 * candles, not calm and spare (issue 27), so a bank without minimal lines speaks in its default voice; rustic
 * takes the default too.
 */
const STAND_IN_MOODS: Readonly<Partial<Record<Mood, Mood>>> = {
  retro: "festive",
  neon: "festive",
  tropical: "festive",
  spooky: "festive",
  bold: "festive",
};

/** The entry for `mood` in a table by mood, else its stand-in's; undefined when neither has one (or no mood). */
export function byMood<T>(table: Partial<Record<Mood, T>>, mood: Mood | null): T | undefined {
  if (!mood) return undefined;
  const standIn = STAND_IN_MOODS[mood];
  return table[mood] ?? (standIn ? table[standIn] : undefined);
}
