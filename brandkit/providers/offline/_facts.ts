/**
 * What the copywriter knows about an event, gathered once from the request and today's date: the voice its
 * vibes call for, the kind of event, the vibes no voice knows (still used as words), when it is, the place, and
 * what shape of phrase its name is.
 */
import type { GenerationRequest } from "../../schemas.ts";
import { seededRandom } from "../../seed.ts";
import { type Mood, moodOf } from "../../moods.ts";
import { type CopyContext, copyContextOf, fittedVoice } from "../../copy-fit/mod.ts";
import { categoryWordIn, DAY_PARTS, eventWords, type KindVoice } from "../../languages/event-words/mod.ts";
import { kindMarkers } from "../../languages/kind-markers/mod.ts";
import { shortPlace } from "./_grammar.ts";
import { type EventKind, eventKindOf } from "../../kinds/event-kinds.ts";
import { isBlank, shown } from "../../copy-fit/empty-slots.ts";
import { type WhenFromToday, whenFromToday } from "../../dates/from-today.ts";
import { DEFAULT_VOICE, type Voice, voiceOf } from "./voices.ts";

export type CopyFacts = {
  /** The voice of the first mood, without what the event's copy may not say. */
  voice: Voice;
  /** What the copy may say: the kind, the day part, the categories of words it must not. */
  context: CopyContext;
  moods: Mood[];
  /** The kind of event the request tells, or null. */
  kind: EventKind | null;
  /** The kind's English voice, without what the event's copy may not say; null for a neutral event. */
  kindVoice: KindVoice | null;
  /** The default voice, without what the copy may not say: lines that fit any event, should the kind's all repeat. */
  spare: Voice;
  /** The vibes as words for running text ("elegant", "EDM"). */
  vibeWords: string[];
  /** Vibes no mood knows: the copy uses them as they are. */
  unknownVibes: string[];
  customName?: string;
  /** When the event is, seen from today. */
  when: WhenFromToday;
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
  /\b(park|hall|cent(er|re)|club|hotel|pier|venue|bar|theat(er|re)|museum|garden|gardens|beach|street|st|ave|avenue|road|room|house|arena|stadium|gallery|church|mosque|synagogue|temple|cathedral|chapel|villa|barn|farm|farmhouse|kitchen|cellar|basement|bookshop|shop|store|mill|hub|studio|lounge|rooftop|loft|library|school|campus|café|cafe|restaurant|market|warehouse|plaza|square|\d+)\b/i;
/** A location typed with its own preposition: "at the old mill", "in Lisbon". */
const OWN_PREPOSITION = /^(at|in|on|near|by)(\s+|$)/i;

/** True for a vibe that is a day part ("morning", "late night"): the event's time says when it is. */
function isDayPart(vibe: string): boolean {
  const { lexicon } = eventWords("en");
  const { anywhere } = kindMarkers("en");
  return DAY_PARTS.some((part) => categoryWordIn(vibe, lexicon, part, anywhere) !== undefined);
}

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
  const vibeWords = request.vibes.map(asWord).filter((word) => /[\p{L}\p{N}]/u.test(word) && !isBlank(word));
  const moods: Mood[] = [];
  const unknownVibes: string[] = [];
  for (const vibe of vibeWords) {
    const mood = moodOf(vibe);
    if (mood) {
      if (!moods.includes(mood)) moods.push(mood);
    } else if (
      /\p{L}/u.test(vibe) && !eventKindOf({ vibes: [vibe], language: "en" }) && !isDayPart(vibe)
    ) {
      // A vibe that tells the kind ("memorial") is the kind, not a twist on it; "morning" is the time's to say.
      unknownVibes.push(vibe);
    }
  }
  const typedLocation = shown(request.eventLocation);
  const customName = shown(request.customEventName);
  const preposition = prepositionFor(typedLocation);
  const location = typedLocation?.replace(OWN_PREPOSITION, "").trim() || typedLocation;
  const context = copyContextOf(request, "en");
  const kind = context.kind;
  // The playful voice is a children's voice: other events with playful vibes speak festively.
  const mood = moods[0] === "playful" && kind?.id !== "kidsParty" ? "festive" : moods[0] ?? null;
  return {
    voice: fittedVoice(voiceOf(mood), DEFAULT_VOICE, context),
    context,
    moods,
    kind,
    kindVoice: kind && fittedVoice(eventWords("en").kinds[kind.id], DEFAULT_VOICE as never, context),
    spare: fittedVoice(DEFAULT_VOICE, DEFAULT_VOICE, context),
    vibeWords,
    unknownVibes,
    customName,
    when: whenFromToday(request.eventDate, today, dateLanguage),
    location,
    place: location ? shortPlace(location) : undefined,
    preposition,
    given: [...vibeWords, typedLocation ?? "", customName ?? ""],
    link: request.eventLink,
    random: seededRandom(seed),
  };
}

/** "at Pier 57, New York" (or "at Pier 57" when `short`); "" without a location. */
export function wherePhrase(facts: CopyFacts, short = false): string {
  if (!facts.location) return "";
  return [facts.preposition, short ? facts.place : facts.location].filter(Boolean).join(" ");
}
