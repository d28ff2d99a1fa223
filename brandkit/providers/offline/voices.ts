/**
 * The copywriter's voices, one per mood (see brandkit/moods.ts) plus a default, read once from _voices.json
 * through one schema. A voice is word banks and templates; the copywriter picks from them with the seed. Every
 * entry is written to read well in any pick. A file that does not fit is a programming error whose message
 * names the file and the problem.
 */
import { z } from "zod";
import { type Mood, MOODS } from "../../moods.ts";
import { parseOrThrow } from "../../validate.ts";
import voices from "./_voices.json" with { type: "json" };

const Words = z.array(z.string().trim().min(1)).min(1).readonly();

const VoiceSchema = z.strictObject({
  /** Adjectives that suit any kind of event: "elegant" (an elegant wedding, an elegant conference). */
  adjectives: Words,
  /** Words that lead an event name: "Velvet", "Golden". */
  leads: Words,
  /** What the event is called: "Gala", "Soirée". */
  nouns: Words,
  /** What kind of event it is, article-free, starting with an adjective: "elegant evening". */
  kinds: Words,
  /** What to expect, as a noun phrase: "candlelight, fine wine and unforgettable company". */
  promises: Words,
  /** The occasion, with its article: "an evening to remember". */
  occasions: Words,
  /** Headlines of at most eight words. */
  headlines: Words,
  /** Taglines: short, complete sentences. */
  taglines: Words,
  /** Caption openers: short, complete sentences. */
  hooks: Words,
  /** Calls to action: short, complete sentences. */
  calls: Words,
  /** Hashtag words. */
  tags: Words,
});
export type Voice = z.output<typeof VoiceSchema>;

/** The default voice and one voice per mood. */
const VoicesSchema = z.strictObject({
  default: VoiceSchema,
  ...Object.fromEntries(MOODS.map((mood) => [mood, VoiceSchema])) as Record<Mood, typeof VoiceSchema>,
});

const { default: defaultVoice, ...moodVoices } = parseOrThrow(VoicesSchema, voices, "offline/_voices.json");

/** The voice with no vibes, or vibes no mood knows: bright and welcoming. */
export const DEFAULT_VOICE: Voice = defaultVoice;

export const VOICES: Readonly<Record<Mood, Voice>> = moodVoices;

/** The voice of a mood; the default one for none. */
export function voiceOf(mood: Mood | null): Voice {
  return mood ? VOICES[mood] : DEFAULT_VOICE;
}
