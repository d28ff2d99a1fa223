/**
 * The copy lint: every fault of a kit's copy for its request, in any copy language and from any provider. A
 * fault is one of:
 * - "forbidden-word": a word of a category the event's kind, link or vibes do not allow (context.ts);
 * - "day-part": a day-part word against the event's time, or any without one;
 * - "english": an English word inside copy in another language;
 * - "mangled-name": the visitor's name changed, or a word put in front of it in a variation;
 * - "repeated-word": a content word of ours said twice in a field (headline and tagline count as one);
 * - "invented-hashtag": a hashtag made of neither the event's own words nor its kind's tags;
 * - "empty-slot": a sentence that lost a value ("Réservez votre place pour .", "「」", "X, : merci"), told in
 *   every language (empty-slots.ts).
 * The visitor's own words (name, place, vibes) are theirs and never count against the copy; a name or place
 * that shows nothing (zero-width characters) counts as not given.
 */
import type { CopyLanguage } from "../languages/registry.ts";
import { DAY_PARTS, eventWords, type KindId, type KindVoice } from "../languages/event-words/mod.ts";
import { phraseBank } from "../languages/phrases/mod.ts";
import type { GenerationRequest, KitText } from "../schemas.ts";
import { repeatedWord } from "./content-words.ts";
import { emptySlotIn, isBlank } from "./empty-slots.ts";
import { copyContextOf, forbiddenWordIn } from "./context.ts";
import { hashtag, hashtagsIn } from "./hashtags.ts";

export const FAULT_KINDS = [
  "forbidden-word",
  "day-part",
  "english",
  "mangled-name",
  "repeated-word",
  "invented-hashtag",
  "empty-slot",
] as const;
export type FaultKind = typeof FAULT_KINDS[number];

export type CopyFault = { kind: FaultKind; field: string; message: string };

function normalise(text: string | undefined): string {
  return (text ?? "").replace(/\s+/g, " ").trim();
}

/** The copy's fields by name: "eventNames[0]", "headline", ... "socialCaptions[2]". */
function fieldsOf(copy: KitText): Array<[string, string]> {
  return [
    ...copy.eventNames.map((text, index): [string, string] => [`eventNames[${index}]`, text]),
    ["headline", copy.headline],
    ["tagline", copy.tagline],
    ["description", copy.description],
    ...copy.socialCaptions.map((text, index): [string, string] => [`socialCaptions[${index}]`, text]),
  ];
}

/** `text` without the visitor's own words (whole words only: a vibe "e" is not in "begin"), links and hashtags. */
function oursOf(text: string, typed: readonly string[]): string {
  const bare = text.replace(/https?:\/\/\S+/g, " ").replace(/#[^\s#]+/g, " ");
  return longestFirst(typed).reduce((rest, own) => rest.replace(ownWords(own), " § "), bare);
}

/** The visitor's words that show something, longest first. */
function longestFirst(typed: readonly string[]): string[] {
  return typed.filter((own) => !isBlank(own)).sort((a, b) => b.length - a.length);
}

/** `own` wherever it stands as whole words, in any case (the copy may lower-case a vibe: "with an !a twist"). */
function ownWords(own: string): RegExp {
  const escaped = own.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  // Word edges only where the language spaces its words: Korean and Japanese glue particles to a name.
  const before = SPACED_EDGE.test(own.at(0)!) ? `(?<!${SPACED_LETTER})` : "";
  const after = SPACED_EDGE.test(own.at(-1)!) ? `(?!${SPACED_LETTER})` : "";
  return new RegExp(`${before}${escaped}${after}`, "giu");
}

/**
 * `text` as the empty-slot check reads it: the visitor's own words as "§" (their name may be "?" or end in
 * "!"), then without links and hashtags (and the space before each).
 */
function slotsOf(text: string, typed: readonly string[]): string {
  const masked = longestFirst(typed).reduce((rest, own) => rest.replace(ownWords(own), "§"), text);
  return masked.replace(/https?:\/\/\S+/g, " ").replace(/\s*#[^\s#]+/g, "").trim();
}

/** Letters of scripts that space their words, and digits. */
const SPACED_LETTER = "[\\p{Script=Latin}\\p{Script=Cyrillic}\\p{Script=Greek}\\p{N}]";
const SPACED_EDGE = new RegExp(SPACED_LETTER, "u");

/** A location typed with its own preposition: "at the Old Mill". */
const OWN_PREPOSITION = /^(at|in|on|near|by)\s+/i;

const LATIN_WORD = /\p{Script=Latin}[\p{Script=Latin}'’-]*\p{Script=Latin}/gu;

/** Every line of a voice that copy may say (not its tags; the words that tell the kind are kind markers). */
function linesOf(voice: KindVoice): string[] {
  const { tags: _tags, ...lines } = voice;
  return Object.values(lines).flat();
}

let englishWords: ReadonlySet<string> | undefined;

/** English words the copywriter writes (its kinds' voices), three letters or more, lower case. */
function englishVocabulary(): ReadonlySet<string> {
  if (!englishWords) {
    const { kinds, lexicon } = eventWords("en");
    const stop = new Set(lexicon.stop);
    const words = Object.values(kinds).flatMap(linesOf).join(" ").toLowerCase().match(LATIN_WORD) ?? [];
    englishWords = new Set(words.filter((word) => word.length >= 3 && !stop.has(word)));
  }
  return englishWords;
}

const ownVocabularies = new Map<CopyLanguage, ReadonlySet<string>>();

/** The Latin-script words a language's own event words and phrase bank use ("festival", "Countdown"). */
function ownVocabulary(language: CopyLanguage): ReadonlySet<string> {
  let found = ownVocabularies.get(language);
  if (!found) {
    const { kinds } = eventWords(language);
    const bank = JSON.stringify(phraseBank(language).copy ?? {});
    const text = [...Object.values(kinds).flatMap(linesOf), bank].join(" ").toLowerCase();
    ownVocabularies.set(language, found = new Set(text.match(LATIN_WORD) ?? []));
  }
  return found;
}

/** The first English word of `text` in a kit of `language`, if any. */
function englishWordIn(text: string, language: CopyLanguage): string | undefined {
  const english = englishVocabulary();
  const own = ownVocabulary(language);
  return (text.toLowerCase().match(LATIN_WORD) ?? []).find((word) => english.has(word) && !own.has(word));
}

/** The name without the sentence ending the visitor typed: "Maya Turns 7!" -> "Maya Turns 7". */
function coreOf(name: string): string {
  return name.replace(/\s*[!?.…！？]+$/u, "") || name;
}

/** Faults of the names: the visitor's name kept whole and first, no template-sounding names. */
function nameFaults(copy: KitText, customName: string): CopyFault[] {
  const faults: CopyFault[] = [];
  if (normalise(copy.eventNames[0]) !== customName) {
    faults.push({ kind: "mangled-name", field: "eventNames[0]", message: `is not the name "${customName}"` });
  }
  const core = coreOf(customName);
  copy.eventNames.slice(1).forEach((name, index) => {
    const at = name.indexOf(core);
    const before = at < 0 ? "" : name.slice(0, at);
    if (at < 0 || (before.trim() && !/^the \p{L}+ of $/iu.test(before))) {
      faults.push({
        kind: "mangled-name",
        field: `eventNames[${index + 1}]`,
        message: `"${name}" does not keep "${core}" whole and first`,
      });
    }
  });
  return faults;
}

/** The hashtags the copy may use: of the event's own words, its names, and its kind's tags (and a year). */
function allowedTags(copy: KitText, request: GenerationRequest, language: CopyLanguage, kind: KindId | null) {
  const location = normalise(request.eventLocation).replace(OWN_PREPOSITION, "");
  const place = location.split(/[,;(|·\/]/)[0].trim();
  const sources = [
    ...copy.eventNames,
    normalise(request.customEventName),
    location,
    place,
    ...request.vibes,
    // Hashtags the visitor typed themselves ("Launch #2").
    ...[request.customEventName ?? "", ...request.vibes].flatMap((text) => hashtagsIn(text)),
  ];
  const allowed = new Set<string>();
  for (const source of sources.filter(Boolean)) {
    for (const joiner of ["", "_"]) {
      const tag = hashtag(source, joiner);
      if (tag) allowed.add(tag.slice(1).toLowerCase());
    }
  }
  const kindTags = kind ? eventWords(language).kinds[kind].tags : [];
  return { allowed, kindTags: kindTags.map((tag) => tag.toLowerCase()), place };
}

/** True when `tag` (lower case, no "#") is the event's own or its kind's. */
function isOwnTag(tag: string, tags: ReturnType<typeof allowedTags>): boolean {
  if (tags.allowed.has(tag)) return true;
  if (
    tags.kindTags.some((kindTag) =>
      tag === kindTag || (tag.startsWith(kindTag) && /^\d{4}$/.test(tag.slice(kindTag.length)))
    )
  ) {
    return true;
  }
  // A place's tag may carry the language's word for "event" around it ("リスボンイベント", "Lisboa2027").
  const placeTag = tags.place ? hashtag(tags.place, "")?.slice(1).toLowerCase() : undefined;
  return placeTag !== undefined && [...placeTag].length >= 2 && tag.includes(placeTag);
}

/** Every fault of `copy` written for `request` in `language`; none for good copy. */
export function lintCopy(copy: KitText, request: GenerationRequest, language: CopyLanguage): CopyFault[] {
  const context = copyContextOf(request, language);
  // A name that shows nothing is no name: the copy names the event itself.
  const customName = isBlank(request.customEventName) ? undefined : normalise(request.customEventName);
  const location = normalise(request.eventLocation);
  const vibes = request.vibes.map(normalise).filter(Boolean);
  // The place as the copy may shorten it ("Blue Room" of "Blue Room, Osaka", "the Old Mill" of "at the Old
  // Mill") and the name without its ending ("We're Back" of "We're Back!") are theirs too.
  const place = location.replace(OWN_PREPOSITION, "");
  const typed = [
    customName ?? "",
    customName ? coreOf(customName) : "",
    location,
    place,
    place.split(/[,;(|·\/]/)[0].trim(),
    ...vibes,
  ];
  const faults: CopyFault[] = [];

  for (const [field, text] of fieldsOf(copy)) {
    const ours = oursOf(text, [...typed, ...(field.startsWith("eventNames") ? [] : copy.eventNames)]);
    const found = forbiddenWordIn(ours, context);
    if (found) {
      const isDayPart = (DAY_PARTS as readonly string[]).includes(found.category);
      faults.push({
        kind: isDayPart ? "day-part" : "forbidden-word",
        field,
        message: isDayPart
          ? `"${found.word}" is a ${found.category} word, and the event ${
            context.dayPart ? `starts in the ${context.dayPart}` : "has no time"
          }`
          : `"${found.word}" (${found.category}) does not fit ${context.kind?.id ?? "this event"}`,
      });
    }
    if (language !== "en") {
      const english = englishWordIn(ours, language);
      if (english) {
        faults.push({ kind: "english", field, message: `"${english}" is English in ${language} copy` });
      }
    } else if (field.startsWith("eventNames") && /\bexperience\b/i.test(ours)) {
      faults.push({ kind: "mangled-name", field, message: `"${text}" reads like a template` });
    }
    const empty = emptySlotIn(
      slotsOf(text, [...typed, ...(field === "eventNames[0]" ? [] : [copy.eventNames[0]])]),
      language,
    );
    if (empty) faults.push({ kind: "empty-slot", field, message: `leaves a slot empty: ${empty}` });
  }
  if (customName) faults.push(...nameFaults(copy, customName));

  const given = [...typed, copy.eventNames[0]];
  const once = (field: string, texts: string[]) => {
    const word = repeatedWord(texts, language, given);
    if (word) faults.push({ kind: "repeated-word", field, message: `says "${word}" twice` });
  };
  once("headline and tagline", [copy.headline, copy.tagline]);
  once("description", [copy.description]);
  copy.socialCaptions.forEach((caption, index) => once(`socialCaptions[${index}]`, [caption]));

  const tags = allowedTags(copy, request, language, context.kind?.id ?? null);
  copy.socialCaptions.forEach((caption, index) => {
    for (const tag of new Set(hashtagsIn(caption))) {
      if (!isOwnTag(tag.slice(1).toLowerCase(), tags)) {
        faults.push({
          kind: "invented-hashtag",
          field: `socialCaptions[${index}]`,
          message: `${tag} is invented`,
        });
      }
    }
  });
  return faults;
}

/** The faults as sentences, one per line, for a log or a model's second try. */
export function describeFaults(faults: readonly CopyFault[]): string {
  return faults.map((fault) => `- ${fault.field}: ${fault.message}`).join("\n");
}
