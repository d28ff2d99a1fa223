/**
 * The kinds of event BrandKit knows (a run, a conference, a wedding, a memorial, a club night...) and how one is
 * told from a request. A kind's traits, the same in every language, are read once from event-kinds.json: how
 * guests answer (RSVP, register, tickets, or nothing to answer), whether it comes back every year, whether its
 * guests are invited one by one and whether it is solemn (which lines of the phrase banks its captions take), and
 * which categories of words its copy may say beyond what every event may (party words, nightlife, noise,
 * formalities, children's words). The words that tell it are in each language's kind markers
 * (languages/kind-markers), which the page reads too (the palette it suggests); its voice is in the event
 * words (languages/event-words), server-side. The copywriter, the palette choice and the event page's link
 * label read it.
 */
import { z } from "zod";
import { COPY_LANGUAGES, type CopyLanguage } from "../languages/registry.ts";
import { KIND_IDS, type KindId } from "../languages/kind-ids.ts";
import { kindMarkers } from "../languages/kind-markers/mod.ts";
import { markerInPlain, plainText } from "../languages/markers.ts";
import { dayPartOf } from "../dates/times.ts";
import { parseOrThrow } from "../validate.ts";
import kinds from "./event-kinds.json" with { type: "json" };

/** How guests say they are coming; "free" events have nothing to answer (a market, a service). */
const ResponseSchema = z.enum(["rsvp", "register", "tickets", "free"]);
export type Response = z.output<typeof ResponseSchema>;

/**
 * What sets a kind's copy apart, each naming the lines of the phrase banks that stand in for the shared ones
 * (languages/phrases, "traits"); English follows the same rule (providers/offline):
 * - "invited": guests are invited one by one (a wedding, a birthday, a memorial): there is no spot to save,
 *   no ticket to grab and no friend to bring, so the captions invite and close without them;
 * - "solemn": an occasion of mourning or worship (a memorial, a service): nothing cheers, so it is announced
 *   without fanfare and, once past, thanked for without "it was the best!" or "what a night".
 */
const TraitSchema = z.enum(["invited", "solemn"]);
export type KindTrait = z.output<typeof TraitSchema>;

/** The categories of words a kind may allow beyond what every event may say. */
const AllowedSchema = z.enum(["party", "nightlife", "loud", "formal", "children"]);
export type KindAllowance = z.output<typeof AllowedSchema>;

const EventKindSchema = z.strictObject({
  id: z.enum(KIND_IDS),
  response: ResponseSchema,
  /** True for events that come back (a year may be added to their name); false for a birthday or a wedding. */
  recurring: z.boolean(),
  /** The kind's traits, in the order their lines apply (a later trait's lines win). */
  traits: z.array(TraitSchema).readonly(),
  allows: z.array(AllowedSchema).readonly(),
});
export type EventKind = z.output<typeof EventKindSchema>;

export const EVENT_KINDS: readonly EventKind[] = parseOrThrow(
  z.array(EventKindSchema).readonly().refine(
    (list) => KIND_IDS.every((id) => list.filter((kind) => kind.id === id).length === 1),
    { error: "needs every kind of KIND_IDS exactly once" },
  ),
  kinds,
  "event-kinds.json",
);

const BY_ID = new Map(EVENT_KINDS.map((kind) => [kind.id, kind]));

/** The kind of id `id`. */
export function eventKind(id: KindId): EventKind {
  return BY_ID.get(id)!;
}

/** A name that says someone turns an age: "Maya Turns 7", "Leo Is 40". */
const AGE_NAME =
  /\b(turns|turning|is)\s+(\d+|one|two|three|four|five|six|seven|eight|nine|ten|\w+teen|\w+ty)\b/i;
/** An ordinal age in a name: "Sofia's 30th", "Leo's 7th". */
const ORDINAL_AGE = /(?<!\p{Nd})\p{Nd}{1,3}(st|nd|rd|th)\b/iu;
/** Ages that make a birthday a children's party. */
const CHILD_AGE = /(?<!\p{Nd})([1-9]|1[0-2])(?!\p{Nd})/u;
/** The youngest adult. */
const ADULT_AGE = 18;

/** Text as accent-free lower-case words separated by single spaces, with a space at each end. */
export function plainWords(text: string): string {
  return ` ${
    text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase().replace(/&/g, " and ").replace(
      /[^a-z0-9]+/g,
      " ",
    ).trim()
  } `;
}

/**
 * Latin accents dropped (other scripts keep their marks) and apostrophes as spaces, as kind markers are matched:
 * "L'Atelier" holds "atelier", "Marché" holds "marche".
 */
function unaccented(text: string): string {
  const bare = text.normalize("NFKD").replace(/(?<=\p{Script=Latin})\p{M}+/gu, "").normalize("NFC");
  return plainText(bare.replace(/['’]/g, " "));
}

/** The languages whose words are tried, the kit's first, then English, then the others. */
function languagesFor(language: CopyLanguage): CopyLanguage[] {
  return [...new Set<CopyLanguage>([language, "en", ...COPY_LANGUAGES])];
}

/** A marker unaccented as the text it is looked for in, its final "*" (a prefix) kept. */
function preparedMarker(marker: string): string {
  const prefix = marker.endsWith("*");
  return `${unaccented(prefix ? marker.slice(0, -1) : marker).trim()}${prefix ? "*" : ""}`;
}

type Markers = {
  anywhere: boolean;
  kinds: ReadonlyArray<readonly [KindId, readonly string[]]>;
  /** Every kind's markers together: most texts tell no kind in most languages, found with one test. */
  all: readonly string[];
};
const preparedMarkers = new Map<string, Markers>();

/** `language`'s words (or places) of every kind, unaccented once: a request asks about them many times. */
function markersOf(language: CopyLanguage, field: "words" | "places"): Markers {
  const key = `${language}:${field}`;
  let found = preparedMarkers.get(key);
  if (!found) {
    const markers = kindMarkers(language);
    const kinds = KIND_IDS.map((id) => [id, markers.kinds[id][field].map(preparedMarker)] as const);
    found = { anywhere: markers.anywhere, kinds, all: kinds.flatMap(([, prepared]) => prepared) };
    preparedMarkers.set(key, found);
  }
  return found;
}

/** The kind one text (unaccented) tells in `language`'s words, from `field` ("words" or "places"). */
function kindIn(
  plain: string,
  language: CopyLanguage,
  field: "words" | "places",
  own: boolean,
): KindId | null {
  const { kinds, all, anywhere: compounds } = markersOf(language, field);
  // Inside compounds ("Stadtlauf") only in the kit's own language: German "lauf" is not in English "Ablauf".
  const anywhere = own && compounds;
  if (markerInPlain(plain, all, anywhere) === undefined) return null;
  for (const [id, markers] of kinds) {
    if (markerInPlain(plain, markers, anywhere) !== undefined) return id;
  }
  return null;
}

/** The age a name or vibes give ("Maya Turns 7", "30th"), if any. */
function ageIn(texts: readonly string[]): number | undefined {
  for (const text of texts) {
    const turns = AGE_NAME.exec(text);
    const number = /\d+/.exec(turns?.[2] ?? "") ?? /(?<!\p{Nd})(\p{Nd}{1,3})(?:st|nd|rd|th)?\b/u.exec(text);
    if (number) return Number(number[0]);
    if (turns) return ADULT_AGE;
  }
  return undefined;
}

export type KindInput = {
  name?: string;
  vibes: readonly string[];
  location?: string;
  /** The start time ("HH:MM"): a club night at 08:00 is a party. */
  time?: string;
  /** The kit's language, whose words are tried first. @default "en" */
  language?: CopyLanguage;
};

/**
 * The kind of event a request tells, or null (a neutral "event"): the name first ("Maya Turns 7" is a birthday
 * whatever its vibes), then the vibes, then the place ("Riverside Stadium"), in the kit's language, English,
 * then any other. A birthday of a child's age is a children's party; a night out that starts by day is a party.
 */
export function eventKindOf(input: KindInput): EventKind | null {
  const { name, vibes, location, time, language = "en" } = input;
  const texts = [name ?? "", ...vibes].filter((text) => text.trim());
  const told = (text: string): KindId | null => {
    const plain = unaccented(text);
    for (const candidate of languagesFor(language)) {
      const found = kindIn(plain, candidate, "words", candidate === language);
      if (found) return found;
    }
    return null;
  };
  // The name first, an age in it next ("Sofia's 30th" is a birthday whatever its vibes), then the vibes.
  let id: KindId | null = name && AGE_NAME.test(name) ? "birthday" : null;
  if (!id && name) id = told(name);
  if (!id && name && ORDINAL_AGE.test(name)) id = "birthday";
  for (const vibe of vibes) {
    if (id) break;
    if (vibe.trim()) id = told(vibe);
  }
  if (!id && location) {
    const plain = unaccented(location);
    for (const candidate of languagesFor(language)) {
      id = kindIn(plain, candidate, "places", candidate === language);
      if (id) break;
    }
  }
  if (id === "birthday" || id === "kidsParty") {
    const age = ageIn(texts);
    if (age !== undefined) id = age < ADULT_AGE && CHILD_AGE.test(String(age)) ? "kidsParty" : "birthday";
  }
  const part = time ? dayPartOf(time) : null;
  if (id === "clubNight" && (part === "morning" || part === "afternoon")) id = "party";
  return id ? eventKind(id) : null;
}
