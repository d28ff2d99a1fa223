/**
 * The copywriter's voices, one per mood (see brandkit/moods.ts) plus a default. A voice is word banks and
 * templates; the copywriter picks from them with the seed. Every entry is written to read well in any pick.
 */
import type { Mood } from "../../moods.ts";
import { LIVELY_VOICES } from "./_voices-lively.ts";
import { POLISHED_VOICES } from "./_voices-polished.ts";

export type Voice = {
  /** Adjectives that suit any kind of event: "elegant" (an elegant wedding, an elegant conference). */
  adjectives: readonly string[];
  /** Words that lead an event name: "Velvet", "Golden". */
  leads: readonly string[];
  /** What the event is called: "Gala", "Soirée". */
  nouns: readonly string[];
  /** What kind of event it is, article-free, starting with an adjective: "elegant evening". */
  kinds: readonly string[];
  /** What to expect, as a noun phrase: "candlelight, fine wine and unforgettable company". */
  promises: readonly string[];
  /** The occasion, with its article: "an evening to remember". */
  occasions: readonly string[];
  /** Headlines of at most eight words. */
  headlines: readonly string[];
  /** Taglines: short, complete sentences. */
  taglines: readonly string[];
  /** Caption openers: short, complete sentences. */
  hooks: readonly string[];
  /** Calls to action: short, complete sentences. */
  calls: readonly string[];
  /** Hashtag words. */
  tags: readonly string[];
};

/** The voice with no vibes, or vibes no mood knows: bright and welcoming. */
export const DEFAULT_VOICE: Voice = {
  adjectives: ["vibrant", "lively", "feel-good", "colorful"],
  leads: ["Bright", "Golden", "Open", "Vivid", "Good", "Electric", "Sunny", "True"],
  nouns: ["Gathering", "Festival", "Social", "Fest", "Session", "Jam", "Meetup", "Celebration"],
  kinds: ["vibrant gathering", "lively celebration", "feel-good get-together", "colorful day out"],
  promises: [
    "good music, great people and plenty of reasons to stay",
    "bright ideas, warm welcomes and moments worth sharing",
    "food, friends and a feeling you'll want to keep",
  ],
  occasions: ["a day to remember", "good times with good people", "a day made for sharing"],
  headlines: [
    "Come for the Vibe, Stay for the People",
    "Your Next Favorite Memory Starts Here",
    "Good Times Are Better Together",
    "Made for Moments Worth Sharing",
  ],
  taglines: ["Come as you are.", "Bring your people.", "Made to be shared.", "All good things, one place."],
  hooks: [
    "Good things are on the way.",
    "Something good is coming.",
    "You'll want to be here.",
    "This is the one to be at.",
  ],
  calls: ["Grab your tickets now.", "Bring a friend or three.", "See you there.", "Tell your people."],
  tags: ["GoodTimes", "GoodVibes", "SeeYouThere"],
};

export const VOICES: Readonly<Record<Mood, Voice>> = { ...POLISHED_VOICES, ...LIVELY_VOICES };

/** The voice of a mood; the default one for none. */
export function voiceOf(mood: Mood | null): Voice {
  return mood ? VOICES[mood] : DEFAULT_VOICE;
}
