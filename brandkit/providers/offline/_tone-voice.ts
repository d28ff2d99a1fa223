/**
 * The English voice an event's tone allows: the mood's voice without the phrases its tone forbids (drink without
 * a cue, formalities outside weddings and galas, children's-party words at an adult's birthday), each list topped
 * up from the default voice when the filter leaves it empty. The playful voice is a children's voice, so an
 * adult's birthday with playful vibes speaks festively instead.
 */
import type { Mood } from "../../moods.ts";
import { suiting, type Tone } from "./_tone.ts";
import { DEFAULT_VOICE, type Voice, voiceOf } from "./voices.ts";

/** The voice of `mood` (null: the default) as the tone allows it. */
export function tonedVoice(mood: Mood | null, tone: Tone): Voice {
  const key = `${mood}|${tone.alcohol}|${tone.formal}|${tone.adultBirthday}`;
  let toned = cache.get(key);
  if (!toned) cache.set(key, toned = filtered(mood, tone));
  return toned;
}

/** Toned voices by mood and tone: filtering is the same every time. */
const cache = new Map<string, Voice>();

function filtered(mood: Mood | null, tone: Tone): Voice {
  const voice = voiceOf(tone.adultBirthday && mood === "playful" ? "festive" : mood);
  const fields = Object.keys(voice) as Array<keyof Voice>;
  return Object.fromEntries(
    fields.map((field) => [field, suiting(voice[field], "en", tone, DEFAULT_VOICE[field])]),
  ) as unknown as Voice;
}
