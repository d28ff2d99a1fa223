/**
 * What copy may say for one event: its kind, the day part of its time, whether it has a link, and what the
 * visitor's own words ask for decide which categories of words (languages/event-words/word-categories.ts) are
 * forbidden. The offline copywriter draws only lines that say none of them, and the copy lint fails on one.
 */
import { type EventKind, eventKindOf } from "../kinds/event-kinds.ts";
import { COPY_LANGUAGES, type CopyLanguage } from "../languages/registry.ts";
import { categoryWordIn, DAY_PARTS, eventWords, type WordCategory } from "../languages/event-words/mod.ts";
import { kindMarkers } from "../languages/kind-markers/mod.ts";
import { markerInPlain, plainText } from "../languages/markers.ts";
import { type DayPart, dayPartOf } from "../dates/times.ts";
import type { GenerationRequest } from "../schemas.ts";

export type CopyContext = {
  language: CopyLanguage;
  /** The kind of event, or null for a neutral event. */
  kind: EventKind | null;
  /** The day part of the start time; null without a time. */
  dayPart: DayPart | null;
  /** The categories of words the copy must not say. */
  forbidden: ReadonlySet<WordCategory>;
};

/** English words of the vibes or the name that ask for drink (every language's own drink words count too). */
const DRINK_CUES = [
  "wine",
  "winery",
  "vineyard",
  "cocktail*",
  "brewery",
  "beer*",
  "champagne",
  "prosecco",
  "bubbly",
  "bar",
  "pub",
  "whisk*",
  "gin",
  "sake",
  "happy hour",
  "oktoberfest",
  "tasting",
];

/** True when the visitor's own words say a word of `category` in any language. */
function typedIn(typed: string, category: WordCategory, extra: readonly string[] = []): boolean {
  const plain = plainText(typed);
  if (extra.length > 0 && markerInPlain(plain, extra, false)) return true;
  return COPY_LANGUAGES.some((language) => {
    const { lexicon } = eventWords(language);
    return markerInPlain(plain, lexicon[category], kindMarkers(language).anywhere) !== undefined;
  });
}

/** The categories forbidden for an event of `kind` at `dayPart`, with or without a link and cues. */
export function forbiddenCategories(
  kind: EventKind | null,
  dayPart: DayPart | null,
  options: { link: boolean; drinkCue: boolean; dressCue: boolean },
): Set<WordCategory> {
  const forbidden = new Set<WordCategory>();
  if (!options.drinkCue) forbidden.add("alcohol");
  if (!options.dressCue) forbidden.add("dressCode");
  const allows = new Set<string>(kind?.allows ?? ["party"]);
  for (const category of ["party", "nightlife", "loud", "formal", "children"] as const) {
    if (!allows.has(category)) forbidden.add(category);
  }
  // A neutral event may invite formally: nothing says it is casual.
  if (!kind) forbidden.delete("formal");
  if (!options.link || kind?.response !== "tickets") forbidden.add("tickets");
  // An evening runs into the night: either allows the other's words ("tonight").
  const parts: ReadonlyArray<DayPart | null> = dayPart === "evening" || dayPart === "night"
    ? ["evening", "night"]
    : [dayPart];
  for (const part of DAY_PARTS) if (!parts.includes(part)) forbidden.add(part);
  // Nightlife is for the evening and the night only.
  if (dayPart === "morning" || dayPart === "afternoon") forbidden.add("nightlife");
  return forbidden;
}

/** The copy context of a validated request written in `language`. */
export function copyContextOf(
  request:
    & Partial<Pick<GenerationRequest, "customEventName" | "eventLocation" | "eventTime" | "eventLink">>
    & {
      vibes: readonly string[];
    },
  language: CopyLanguage,
): CopyContext {
  const kind = eventKindOf({
    name: request.customEventName,
    vibes: request.vibes,
    location: request.eventLocation,
    time: request.eventTime,
    language,
  });
  const dayPart = request.eventTime ? dayPartOf(request.eventTime) : null;
  const typed = [request.customEventName ?? "", ...request.vibes].join(" · ");
  return {
    language,
    kind,
    dayPart,
    forbidden: forbiddenCategories(kind, dayPart, {
      link: Boolean(request.eventLink),
      drinkCue: typedIn(typed, "alcohol", DRINK_CUES),
      dressCue: typedIn(typed, "dressCode", [
        "black tie",
        "white tie",
        "formal",
        "dress code",
        "cocktail attire",
      ]),
    }),
  };
}

/** The first forbidden word `text` says, with its category, or undefined. */
export function forbiddenWordIn(
  text: string,
  context: Pick<CopyContext, "language" | "forbidden">,
): { category: WordCategory; word: string } | undefined {
  const { lexicon } = eventWords(context.language);
  const { anywhere } = kindMarkers(context.language);
  for (const category of context.forbidden) {
    const word = categoryWordIn(text, lexicon, category, anywhere);
    if (word) return { category, word };
  }
  return undefined;
}

/** The lines of `lines` that say no forbidden word. */
export function fitting<T extends string>(lines: readonly T[], context: CopyContext): T[] {
  return lines.filter((line) => !forbiddenWordIn(line, context));
}

/** The lines of `lines` that fit; else `fallback`'s that do; else none. */
export function fittingOr<T extends string>(
  lines: readonly T[],
  fallback: readonly T[],
  context: CopyContext,
): T[] {
  const fit = fitting(lines, context);
  return fit.length > 0 ? fit : fitting(fallback, context);
}

/** True when the event starts in the evening or at night: its day is "tonight". */
export function isEvening(context: Pick<CopyContext, "dayPart">): boolean {
  return context.dayPart === "evening" || context.dayPart === "night";
}

/**
 * Each list of `voice` cut to its lines that fit, topped up from `fallback`'s (the language's default voice)
 * when none does; a list with no fitting line anywhere stays empty. Worked out once per voice and context.
 */
export function fittedVoice<V extends Record<string, readonly string[]>>(
  voice: V,
  fallback: V,
  context: CopyContext,
): V {
  const key = [...context.forbidden].sort().join(",");
  let byContext = fittedVoices.get(voice);
  if (!byContext) fittedVoices.set(voice, byContext = new Map());
  let fitted = byContext.get(key) as V | undefined;
  if (!fitted) {
    fitted = Object.fromEntries(
      Object.entries(voice).map((
        [field, lines],
      ) => [field, fittingOr(lines, fallback[field] ?? [], context)]),
    ) as unknown as V;
    byContext.set(key, fitted);
  }
  return fitted;
}

const fittedVoices = new WeakMap<object, Map<string, Record<string, readonly string[]>>>();
