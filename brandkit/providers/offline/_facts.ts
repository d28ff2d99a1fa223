/**
 * What the copywriter knows about an event, gathered once from the request and today's date: the voice its
 * vibes call for, the kind of event, the vibes no voice knows (still used as words), when it is, the place, and
 * what shape of phrase its name is.
 */
import type { GenerationRequest } from "../../schemas.ts";
import { seededRandom } from "../../seed.ts";
import { type Mood, moodOf } from "../../moods.ts";
import { shortPlace } from "./_grammar.ts";
import { EVENT_KINDS, type EventKind, eventKindOf } from "./_kinds.ts";
import { nameShape } from "./_name-shape.ts";
import { type EventWhen, eventWhen } from "./_when.ts";
import { suiting, type Tone, toneOf } from "./_tone.ts";
import { tonedVoice } from "./_tone-voice.ts";
import type { Voice } from "./voices.ts";
import { dayPartOf } from "../../languages/times.ts";

export type CopyFacts = {
  /** The voice of the first mood, without what the event's tone forbids. */
  voice: Voice;
  /** What the copy may say: drink, formalities, children's-party words. */
  tone: Tone;
  moods: Mood[];
  /** The kind of event the name and vibes suggest, or null. */
  kind: EventKind | null;
  /** The vibes as words for running text ("elegant", "EDM"). */
  vibeWords: string[];
  /** Vibes no mood knows: the copy uses them as they are. */
  unknownVibes: string[];
  customName?: string;
  /** When the event is, seen from today. */
  when: EventWhen;
  /** The location, without the preposition the visitor may have typed before it. */
  location?: string;
  /** The first part of the location ("Brooklyn" of "Brooklyn, NY"). */
  place?: string;
  /** "at" a venue, "in" a town, or the visitor's own ("near the lake" -> "near"); "" for a location of one. */
  preposition: string;
  /** Everything the visitor typed, for telling their own doubled words from ours. */
  given: string[];
  /** The event's link (tickets or RSVP): every caption ends with it. */
  link?: string;
  random: () => number;
};

/** Words that make a location a venue ("at the Grand Hall") rather than a town ("in Lisbon"). */
const VENUE_WORDS =
  /\b(park|hall|cent(er|re)|club|hotel|pier|venue|bar|theat(er|re)|museum|garden|gardens|beach|street|st|ave|avenue|road|room|house|arena|stadium|gallery|church|villa|barn|farm|studio|lounge|rooftop|loft|library|school|campus|café|cafe|restaurant|market|warehouse|plaza|square|\d+)\b/i;
/** A location typed with its own preposition: "at the old mill", "in Lisbon". */
const OWN_PREPOSITION = /^(at|in|on|near|by)(\s+|$)/i;

/** A vibe as a word in a sentence: lower case, unless typed as an acronym ("EDM"). */
function asWord(vibe: string): string {
  const clean = vibe.replace(/[\p{Cc}\p{Cf}]/gu, "").replace(/\s+/g, " ").trim();
  return clean === clean.toUpperCase() && /\p{Lu}{2,}/u.test(clean) ? clean : clean.toLowerCase();
}

function prepositionFor(location: string | undefined): string {
  if (!location) return "in";
  const own = OWN_PREPOSITION.exec(location);
  // A location that is only a preposition ("in") is kept as typed, with none of ours.
  if (own) return own[0].length === location.length ? "" : own[1].toLowerCase();
  return VENUE_WORDS.test(location) || /^the\s/i.test(location) ? "at" : "in";
}

/** A couple's name with an elegant vibe is a wedding ("Amelia & Jonathan", elegant). */
function kindOf(
  name: string | undefined,
  vibes: readonly string[],
  moods: readonly Mood[],
): EventKind | null {
  const found = eventKindOf(name, vibes);
  if (found || !name || nameShape(name) !== "people" || moods[0] !== "elegant") return found;
  return EVENT_KINDS.find((kind) => kind.id === "wedding") ?? null;
}

/**
 * The facts of a validated request; `seed` drives every choice after this; `today` is YYYY-MM-DD; `dateLanguage`
 * (BCP 47) writes the date ("en-GB": "14 March 2027").
 */
export function gatherFacts(
  request: GenerationRequest,
  seed: number,
  today?: string,
  dateLanguage = "en",
): CopyFacts {
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
  const typedLocation = request.eventLocation?.replace(/\s+/g, " ").trim() || undefined;
  const customName = request.customEventName?.replace(/\s+/g, " ").trim() || undefined;
  const preposition = prepositionFor(typedLocation);
  const location = typedLocation?.replace(OWN_PREPOSITION, "").trim() || typedLocation;
  const kind = kindOf(customName, vibeWords, moods);
  const tone = toneOf(kind?.id ?? null, customName, vibeWords);
  return {
    voice: tonedVoice(moods[0] ?? null, tone),
    tone,
    moods,
    kind: kind && {
      ...kind,
      // The time, when given, says whether it is an evening event: a run at 08:00 is never "tonight".
      evening: request.eventTime ? isEveningTime(request.eventTime) : kind.evening,
      headlines: suiting(kind.headlines, "en", tone),
      taglines: suiting(kind.taglines, "en", tone),
    },
    vibeWords,
    unknownVibes,
    customName,
    when: eventWhen(request.eventDate, today, dateLanguage),
    location,
    place: location ? shortPlace(location) : undefined,
    preposition,
    given: [...vibeWords, typedLocation ?? "", customName ?? ""],
    link: request.eventLink,
    random: seededRandom(seed),
  };
}

/** True for a start time in the evening or at night (17:00 to 04:59). */
function isEveningTime(time: string): boolean {
  const part = dayPartOf(time);
  return part === "evening" || part === "night";
}

/** "at Pier 57, New York" (or "at Pier 57" when `short`); "" without a location. */
export function wherePhrase(facts: CopyFacts, short = false): string {
  if (!facts.location) return "";
  return [facts.preposition, short ? facts.place : facts.location].filter(Boolean).join(" ");
}
