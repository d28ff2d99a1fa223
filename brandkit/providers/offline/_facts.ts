/**
 * What the copywriter knows about an event, gathered once from the request: the voice its vibes call for, the
 * vibes no voice knows (still used as words), the date, the year and the place.
 */
import { formatLongUsDate, parseDateOnly } from "../../dates.ts";
import type { GenerationRequest } from "../../schemas.ts";
import { seededRandom } from "../../seed.ts";
import { type Mood, moodOf } from "../../moods.ts";
import { shortPlace } from "./_grammar.ts";
import { type Voice, voiceOf } from "./voices.ts";

export type CopyFacts = {
  voice: Voice;
  moods: Mood[];
  /** The vibes as words for running text ("elegant", "EDM"). */
  vibeWords: string[];
  /** Vibes no mood knows: the copy uses them as they are. */
  unknownVibes: string[];
  customName?: string;
  /** "December 31, 2026". */
  date?: string;
  year?: string;
  location?: string;
  /** The first part of the location ("Brooklyn" of "Brooklyn, NY"). */
  place?: string;
  /** "at" a venue, "in" a town. */
  preposition: "at" | "in";
  random: () => number;
};

/** Words that make a location a venue ("at the Grand Hall") rather than a town ("in Lisbon"). */
const VENUE_WORDS =
  /\b(park|hall|cent(er|re)|club|hotel|pier|venue|bar|theat(er|re)|museum|garden|gardens|beach|street|st|ave|avenue|road|room|house|arena|stadium|gallery|church|villa|barn|farm|studio|lounge|rooftop|loft|library|school|campus|café|cafe|restaurant|market|warehouse|plaza|square|\d+)\b/i;

/** A vibe as a word in a sentence: lower case, unless typed as an acronym ("EDM"). */
function asWord(vibe: string): string {
  const clean = vibe.replace(/[\p{Cc}\p{Cf}]/gu, "").replace(/\s+/g, " ").trim();
  return clean === clean.toUpperCase() && /\p{Lu}{2,}/u.test(clean) ? clean : clean.toLowerCase();
}

/** The facts of a validated request; `seed` drives every choice after this. */
export function gatherFacts(request: GenerationRequest, seed: number): CopyFacts {
  // Vibes with no letter or digit (an emoji) still steer nothing in words.
  const vibeWords = request.vibes.map(asWord).filter((word) => /[\p{L}\p{N}]/u.test(word));
  const moods: Mood[] = [];
  const unknownVibes: string[] = [];
  for (const vibe of vibeWords) {
    const mood = moodOf(vibe);
    if (mood) {
      if (!moods.includes(mood)) moods.push(mood);
    } else if (/\p{L}/u.test(vibe)) {
      unknownVibes.push(vibe);
    }
  }
  const date = request.eventDate && parseDateOnly(request.eventDate) ? request.eventDate : undefined;
  const location = request.eventLocation?.replace(/\s+/g, " ").trim() || undefined;
  return {
    voice: voiceOf(moods[0] ?? null),
    moods,
    vibeWords,
    unknownVibes,
    customName: request.customEventName?.replace(/\s+/g, " ").trim() || undefined,
    date: date ? formatLongUsDate(date) : undefined,
    year: date?.slice(0, 4),
    location,
    place: location ? shortPlace(location) : undefined,
    preposition: location && (VENUE_WORDS.test(location) || /^the\s/i.test(location)) ? "at" : "in",
    random: seededRandom(seed),
  };
}
