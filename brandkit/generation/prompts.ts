/**
 * The prompts sent to AI providers (docs/behaviour.md#prompts). Pure functions of the request, so every rule
 * is testable. A request with a language (the generator always resolves one) asks for the copy, and any text
 * a model draws, in that language, with the date written its way.
 */
import { CUSTOM_NAME_VARIATION_COUNT, NAME_COUNT } from "../constants.ts";
import { CANVAS_SIZES, type CanvasKind } from "../formats/formats.ts";
import { formatLongUsDate } from "../dates/calendar-dates.ts";
import { formatEventDate } from "../dates/written-dates.ts";
import { baseLanguage, languageName, type WrittenLanguage, writtenLanguage } from "../languages/language.ts";
import type { CopyLanguage } from "../languages/registry.ts";
import { DAY_PARTS, type WordCategory } from "../languages/event-words/mod.ts";
import { dayPartOf } from "../dates/times.ts";
import { copyContextOf } from "../copy-fit/mod.ts";
import type { GenerationRequest } from "../schemas.ts";

/** Opening line when the visitor gave no vibes (docs/behaviour.md#prompts). */
export const NO_VIBES_LINE = "Create a vibrant, modern event";
/** The closing style words of every image prompt (docs/behaviour.md#prompts). */
export const IMAGE_STYLE_WORDS = "high contrast, bold typography, modern design, eye-catching layout";

/** What each graphic is, as the image prompt describes it (docs/behaviour.md#prompts). */
const IMAGE_SUBJECTS: Readonly<Record<CanvasKind, string>> = {
  poster: "Vertical event poster",
  square: "Square social media tile (Instagram-ready)",
  banner: "Wide event banner",
  story: "Full-screen vertical story (Instagram and TikTok), its text clear of the top and bottom fifth",
  "link-preview":
    "Wide link preview card, as chats unfurl a shared link, its text large enough to read small",
};

/** Quotes user text for a prompt, so a name cannot close the quotes and smuggle in instructions. */
function quote(text: string): string {
  return JSON.stringify(text);
}

/**
 * The language the prompts ask for: the kit's written language, settled here once (the generator's request is
 * written already); none for a request without a language, which gets the plain prompt.
 */
function promptLanguage(request: GenerationRequest): WrittenLanguage | undefined {
  return request.language ? writtenLanguage(request.language) : undefined;
}

/** "Japanese (ja)": the language the kit is written in, as a prompt names it. */
function languageLabel(language: WrittenLanguage): string {
  return `${languageName(language)} (${language})`;
}

/** The date as the kit's language writes it, or in long US form without one (docs/behaviour.md#prompts). */
function promptDate(eventDate: string, language: WrittenLanguage | undefined): string {
  return language ? formatEventDate(eventDate, language) : formatLongUsDate(eventDate);
}

/** The date, time and location lines, each only when given. */
function detailLines(request: GenerationRequest, language: WrittenLanguage | undefined): string[] {
  const lines: string[] = [];
  if (request.eventDate) lines.push(`Event date: ${promptDate(request.eventDate, language)}`);
  if (request.eventTime) {
    const end = request.eventEndTime ? ` to ${request.eventEndTime}` : "";
    const zone = request.timeZone ? ` (${request.timeZone})` : "";
    lines.push(`Time: ${request.eventTime}${end}${zone}, in the ${dayPartOf(request.eventTime)}`);
  }
  if (request.eventLocation) lines.push(`Location: ${request.eventLocation}`);
  return lines;
}

/** How guests answer, as the prompt says it. */
const RESPONSE_WORDS = {
  rsvp: "guests RSVP",
  register: "guests register",
  tickets: "guests buy tickets",
  free: "guests just come",
} as const;

/**
 * The kind of event and what its copy must not say (copy-fit): the same rules the offline copywriter follows
 * and the copy lint checks, so a model's copy is held to them too.
 */
function fitLines(request: GenerationRequest, language: CopyLanguage): string[] {
  const context = copyContextOf(request, language);
  const lines: string[] = [];
  if (context.kind) {
    // The kind's id in words ("clubNight": "club night"), not one of its nouns ("fun run" is not every run).
    const kind = context.kind.id.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`);
    lines.push(`Kind of event: ${kind} (${RESPONSE_WORDS[context.kind.response]}).`);
  }
  const never = [...context.forbidden].filter((category) => !DAY_PARTS.includes(category as never))
    .map((category) => CATEGORY_WORDS[category]);
  lines.push(
    context.dayPart
      ? `Any time-of-day words must fit the ${context.dayPart}.`
      : "There is no time: use no time-of-day words (morning, evening, tonight...).",
  );
  if (never.length > 0) lines.push(`The copy must not mention: ${never.join("; ")}.`);
  lines.push("Hashtags come from the event's own name, place and kind; invent no others.");
  return lines;
}

/** Each category of words as a prompt names it. */
const CATEGORY_WORDS: Readonly<Record<WordCategory, string>> = {
  alcohol: "drinks or alcohol",
  formal: "invitation formalities",
  dressCode: "a dress code",
  children: "children's-party words",
  nightlife: "nightlife, clubbing or dancing all night",
  loud: "noise or volume",
  party: "partying",
  tickets: "tickets",
  morning: "the morning",
  afternoon: "the afternoon",
  evening: "the evening",
  night: "the night",
};

/** The prompt of the one structured-object generation that writes the copy (docs/behaviour.md#prompts). */
export function buildTextPrompt(request: GenerationRequest): string {
  const vibeLine = request.vibes.length > 0
    ? `Create an event brand with these vibes: ${request.vibes.join(", ")}.`
    : `${NO_VIBES_LINE}.`;
  const nameLine = request.customEventName
    ? `The event is called ${quote(request.customEventName)}. Use it as the event name and suggest ` +
      `${CUSTOM_NAME_VARIATION_COUNT} variations of it; eventNames is the name followed by the variations.`
    : `Suggest ${NAME_COUNT} creative event names as eventNames.`;
  const language = promptLanguage(request);
  return [
    "You are an expert event brand designer and copywriter.",
    vibeLine,
    ...detailLines(request, language),
    `Brand colors: ${request.colors.join(", ")}`,
    ...fitLines(request, language ? baseLanguage(language) : "en"),
    nameLine,
    "Write a headline (at most 8 words), a memorable tagline, a description of 2-3 sentences, and " +
    "3 social media captions with fitting hashtags, mentioning the date and location when they are given.",
    ...(language ? [`Write all copy in ${languageLabel(language)}.`] : []),
    `Reply with a JSON object with exactly ${NAME_COUNT} eventNames, headline, tagline, description and ` +
    `exactly 3 socialCaptions.`,
  ].join("\n");
}

/**
 * The line added when the copy must be asked for again: the first answer was not in the kit's language. Names,
 * places and hashtags may keep their own script.
 */
export function firmLanguageLine(language: WrittenLanguage): string {
  const label = languageLabel(language);
  return `Your previous answer was not in ${label}. Write the headline, the tagline, the description and ` +
    `every caption in ${label}, in its own script; only names, places, links and hashtags may stay as they are.`;
}

/** The line added when the copy must be asked for again: the lint found `faults` (one per line) in it. */
export function copyFaultsLine(faults: string): string {
  return `Your previous answer had these faults; write the copy again without them:\n${faults}`;
}

export type ImagePromptOptions = {
  /**
   * "model": the model draws the event's text itself (the image prompt of docs/behaviour.md#prompts).
   * "overlay": ask for text-free art; the designer sets the type on top.
   * @default "model"
   */
  typography?: "model" | "overlay";
};

/** The prompt of one graphic for the event called `eventName` (docs/behaviour.md#prompts). */
export function buildImagePrompt(
  kind: CanvasKind,
  eventName: string,
  request: GenerationRequest,
  options: ImagePromptOptions = {},
): string {
  const { width, height } = CANVAS_SIZES[kind];
  const style = request.vibes.length > 0 ? request.vibes.join(", ") : "vibrant, modern";
  const language = promptLanguage(request);
  const lines = [
    `${IMAGE_SUBJECTS[kind]} (${width}x${height}) for the event ${quote(eventName)}.`,
    `Style: ${style}.`,
    ...detailLines(request, language).map((line) => `${line}.`),
    `Colors: ${request.colors.join(", ")}.`,
  ];
  if (options.typography === "overlay") {
    lines.push(
      "Background artwork only: no text, letters, numbers or logos. Leave calm space for a title.",
      "high contrast, modern design, eye-catching layout",
    );
  } else {
    if (language) lines.push(`Any text on the graphic is in ${languageLabel(language)}.`);
    lines.push(IMAGE_STYLE_WORDS);
  }
  return lines.join("\n");
}
