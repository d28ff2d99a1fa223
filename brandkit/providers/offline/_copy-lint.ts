/**
 * The copy-lint for tone and repeats, in every copy language: no content word of ours said twice within a
 * caption, within the description, or across the headline and tagline (see _tone.ts for what a content word is);
 * no drink unless the vibes or the name ask for it; no children's-party phrase at an adult's birthday; no
 * invitation formality outside weddings and galas. The visitor's own words (name, place, vibes) are theirs and
 * never count. Beside the tone markers the copywriter filters by, it checks every phrase of the language's
 * playful (children's) voice, so a children's phrase that no marker names is caught too.
 */
import { copyLanguageOf } from "../../languages/language.ts";
import { phraseBank } from "../../languages/phrases/mod.ts";
import type { GenerationRequest, KitText } from "../../schemas.ts";
import { kindFor } from "./_bank-facts.ts";
import { eventKindOf } from "./_kinds.ts";
import { alcoholIn, childishIn, formalityIn, repeatedWord, toneOf } from "./_tone.ts";
import { VOICES } from "./voices.ts";

function normalise(text: string | undefined): string {
  return (text ?? "").replace(/\s+/g, " ").trim();
}

/** The phrases of `language`'s playful voice, end punctuation dropped, that no other voice also says. */
function childrensPhrases(language: string): string[] {
  const strip = (text: string) => text.replace(/[.!?。！？।…]+$/u, "").trim().toLowerCase();
  if (language === "en") {
    const { headlines, taglines, hooks, calls, promises, occasions } = VOICES.playful;
    const others = Object.entries(VOICES).filter(([mood]) => mood !== "playful")
      .flatMap(([, voice]) => [...voice.headlines, ...voice.taglines, ...voice.hooks, ...voice.calls]).map(
        strip,
      );
    return [...headlines, ...taglines, ...hooks, ...calls, ...promises, ...occasions].map(strip)
      .filter((phrase) => !others.some((other) => other.includes(phrase)));
  }
  const voices = phraseBank(language as "de").copy!.voices;
  const playful = voices.playful;
  if (!playful) return [];
  const phrasesOf = (voice: NonNullable<typeof playful>) => [
    ...voice.names,
    ...voice.headlines,
    ...voice.taglines,
    ...voice.hooks,
    ...voice.calls,
    ...voice.promises,
    ...voice.occasions,
    ...voice.kinds,
  ];
  const others = Object.entries(voices).filter(([mood, voice]) => mood !== "playful" && voice)
    .flatMap(([, voice]) => phrasesOf(voice!)).map(strip);
  // A phrase another voice also says, even inside a longer one ("ढेर सारी मस्ती"), is not a children's phrase.
  return phrasesOf(playful).map(strip).filter((phrase) => !others.some((other) => other.includes(phrase)));
}

const childrensCache = new Map<string, string[]>();

/** Every problem of tone or repetition in `copy` written for `request`, as sentences; none for good copy. */
export function lintCopyTone(copy: KitText, request: GenerationRequest): string[] {
  const language = copyLanguageOf(request.language ?? "en") ?? "en";
  const name = normalise(request.customEventName) || undefined;
  const place = normalise(request.eventLocation);
  const vibes = request.vibes.map(normalise).filter(Boolean);
  // The event's name is a title: "La Gran Fiesta es una fiesta" repeats no word of ours.
  const given = [name ?? "", place, ...vibes, copy.eventNames[0]];
  const kind = language === "en"
    ? eventKindOf(name, vibes.map((vibe) => vibe.toLowerCase()))
    : kindFor(phraseBank(language).copy!, name, vibes);
  const tone = toneOf(kind?.id ?? null, name, vibes);
  const problems: string[] = [];
  const once = (field: string, texts: string[]) => {
    const word = repeatedWord(texts, language, given);
    if (word) problems.push(`${field}: says "${word}" twice`);
  };
  once("headline and tagline", [copy.headline, copy.tagline]);
  once("description", [copy.description]);
  copy.socialCaptions.forEach((caption, index) => once(`socialCaptions[${index}]`, [caption]));

  // What the visitor typed is theirs: "Champagne Gala" may say champagne.
  const ours = (text: string) =>
    typed.filter(Boolean).sort((a, b) => b.length - a.length).reduce(
      (rest, typed) => rest.split(typed).join(" § "),
      text,
    );
  const typed = [name ?? "", place, ...vibes];
  const fields: Array<[string, string]> = [
    ...copy.eventNames.map((text, index): [string, string] => [`eventNames[${index}]`, text]),
    ["headline", copy.headline],
    ["tagline", copy.tagline],
    ["description", copy.description],
    ...copy.socialCaptions.map((text, index): [string, string] => [`socialCaptions[${index}]`, text]),
  ];
  let childrens = childrensCache.get(language);
  if (!childrens) childrensCache.set(language, childrens = childrensPhrases(language));
  for (const [field, text] of fields) {
    const own = ours(text);
    const drink = tone.alcohol ? undefined : alcoholIn(own, language);
    if (drink) problems.push(`${field}: mentions drink ("${drink}") with no cue in the vibes or the name`);
    const formal = tone.formal ? undefined : formalityIn(own, language);
    if (formal) {
      problems.push(`${field}: "${formal}" is a formality for weddings and galas, not a ${kind?.id}`);
    }
    if (tone.adultBirthday) {
      const lower = own.toLowerCase();
      const phrase = childishIn(own, language) ?? childrens.find((candidate) => lower.includes(candidate));
      if (phrase) problems.push(`${field}: "${phrase}" is for a children's party, not an adult's birthday`);
    }
  }
  return problems;
}
