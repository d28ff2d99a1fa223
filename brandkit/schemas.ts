/**
 * The shapes that cross a boundary: what a visitor asks for, what a provider must return, what a kit is.
 * Types are inferred from these schemas and never written twice.
 */
import { z } from "zod";
import { CAPTION_COUNT, COPY_LIMITS, IMAGE_KINDS, NAME_COUNT, REQUEST_LIMITS } from "./constants.ts";
import { parseDateOnly } from "./dates/calendar-dates.ts";
import { InspirationImageSchema } from "./images/inspiration-image.ts";
import { ErrorCode } from "./errors.ts";
import { weightedLength } from "./languages/text-width.ts";
import { LanguageSchema } from "./languages/language-schema.ts";
import { HexColorSchema } from "./palettes/hex-color-schema.ts";
import { EVENT_TIME_PATTERN, isTimeZone } from "./dates/times.ts";
import { DesignChoiceSchema, KitDesignSchema } from "./design.ts";
import { type TextLines, typedText } from "./typed-text.ts";
import { eventDateRangeProblem } from "./dates/event-date-range.ts";

/** Optional free text of one line (typed-text.ts): trimmed, and an empty string counts as not given. */
function optionalText(field: string, maxLength: number) {
  return typedText()
    .trim()
    .max(maxLength, { error: `${field} must be at most ${maxLength} characters` })
    .optional()
    .transform((text) => (text ? text : undefined));
}

/**
 * Optional text drawn on the graphics (the name, the place): at most `maxLength` by weightedLength, so a
 * full-width character (CJK, emoji) counts as two.
 */
function optionalDrawnText(field: string, maxLength: number) {
  return optionalText(field, maxLength).refine(
    (text) => text === undefined || weightedLength(text) <= maxLength,
    {
      error:
        `${field} must be at most ${maxLength} characters (Chinese, Japanese and Korean characters and emoji count as two)`,
    },
  );
}

const vibesSchema = z
  .array(
    typedText().max(REQUEST_LIMITS.maxVibeLength, {
      error: `each vibe must be at most ${REQUEST_LIMITS.maxVibeLength} characters`,
    }),
  )
  .max(REQUEST_LIMITS.maxVibes * 2, { error: `at most ${REQUEST_LIMITS.maxVibes} vibes` })
  .default([])
  // The chips' rules (trimmed; empty and duplicates ignored: docs/behaviour.md#vibes) hold for every caller.
  .transform((vibes) => {
    const seen = new Set<string>();
    return vibes.map((vibe) => vibe.trim()).filter((vibe) => {
      const key = vibe.toLowerCase();
      if (!vibe || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  })
  .refine((vibes) => vibes.length <= REQUEST_LIMITS.maxVibes, {
    error: `at most ${REQUEST_LIMITS.maxVibes} vibes`,
  });

/**
 * The brand colours, without repeats. None given stays empty: the generator then chooses the named palette that
 * fits the vibes (palette-choice.ts), so "no colours" is never mistaken for the form's default colours.
 */
const colorsSchema = z
  .array(HexColorSchema)
  .max(REQUEST_LIMITS.maxColors, { error: `at most ${REQUEST_LIMITS.maxColors} colours` })
  .default([])
  .transform((colors) => [...new Set(colors)]);

/** A named palette (palettes.json, any case); the generator checks that it exists. */
const paletteNameSchema = optionalText("palette", 40);

/** "12/06/2027", "12.06.2027", "6-12-2027": a day and a month in an order only the writer knows. */
const DAY_MONTH_YEAR = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

/** Why `date` is not a date in YYYY-MM-DD form, saying how to write it: "'12/06/2027' has the day and ...". */
export function dateFormMessage(date: string): string {
  const shown = date.slice(0, 40);
  const parts = DAY_MONTH_YEAR.exec(date.trim());
  if (parts) {
    const [, first, second, year] = parts;
    const pad = (part: string) => part.padStart(2, "0");
    const asDayMonth = `${year}-${pad(second)}-${pad(first)}`;
    const asMonthDay = `${year}-${pad(first)}-${pad(second)}`;
    const readings = [asDayMonth, asMonthDay].filter((reading, index, all) =>
      parseDateOnly(reading) !== null && all.indexOf(reading) === index
    );
    const which = readings.length > 1
      ? `it could be ${readings.join(" or ")}`
      : readings.length === 1
      ? `if it is ${readings[0]}, write that`
      : "it is not a day of the calendar";
    return `'${shown}' has the day and month in an order BrandKit cannot know (${which}): write dates as YYYY-MM-DD`;
  }
  return `'${shown}' is not a date in YYYY-MM-DD form, e.g. 2026-12-31`;
}

const eventDateSchema = optionalText("eventDate", 40).refine(
  (date) => date === undefined || parseDateOnly(date) !== null,
  { error: (issue) => `eventDate ${dateFormMessage(String(issue.input))}` },
);

/** The event's link (tickets or RSVP): an https URL, shown as a QR code and put in the calendar file. */
const eventLinkSchema = optionalText("eventLink", REQUEST_LIMITS.maxEventLinkLength).refine(
  (link) => link === undefined || isHttpsUrl(link),
  {
    error: (issue) =>
      `eventLink '${issue.input}' is not an https:// URL, e.g. https://tickets.example.com/night`,
  },
);

/** A wall-clock time of the event, "HH:MM" in 24 hours, in its own time zone. */
function eventTimeSchema(field: string) {
  return optionalText(field, 5).refine(
    (time) => time === undefined || EVENT_TIME_PATTERN.test(time),
    {
      error: (issue) =>
        `${field} '${issue.input}' is not a time in HH:MM form (24 hours), e.g. 08:00 or 19:30`,
    },
  );
}

/** The event's IANA time zone ("America/Los_Angeles", "Europe/Lisbon"). */
const timeZoneSchema = optionalText("timeZone", 64).refine(
  (zone) => zone === undefined || isTimeZone(zone),
  {
    error: (issue) =>
      `timeZone '${issue.input}' is not a time zone, e.g. America/Los_Angeles or Europe/Lisbon`,
  },
);

function isHttpsUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === "https:" && url.hostname.length > 0 && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** The fields of a request, before the rules across fields (GenerationRequestSchema): for `.omit()` and `.pick()`. */
export const GenerationRequestFieldsSchema = z.strictObject({
  vibes: vibesSchema,
  colors: colorsSchema,
  /**
   * A named palette: its colours come first, then `colors`. Without it and without colours, the generator
   * chooses the palette that fits the vibes and the kind of event, and records its name here.
   */
  palette: paletteNameSchema,
  inspirationImage: InspirationImageSchema,
  eventDate: eventDateSchema,
  /** When the event starts, "HH:MM" (24 h) in its time zone; without it the event is all-day. */
  eventTime: eventTimeSchema("eventTime"),
  /** When it ends, "HH:MM" (24 h); an end before the start is the next day. Needs `eventTime`. */
  eventEndTime: eventTimeSchema("eventEndTime"),
  /** The event's IANA time zone; the calendar file names it. @default the server's or machine's zone, unnamed */
  timeZone: timeZoneSchema,
  eventLocation: optionalDrawnText("eventLocation", REQUEST_LIMITS.maxLocationLength),
  customEventName: optionalDrawnText("customEventName", REQUEST_LIMITS.maxNameLength),
  /** Tickets or RSVP: becomes a QR code on the poster and story, and the calendar file's link. */
  eventLink: eventLinkSchema,
  /**
   * The language of the copy (BCP 47: "ja", "es", "pt-BR"); absent or "auto" lets the generator decide from the
   * script of the name and place, then the visitor's browser language, then English (brandkit/languages).
   */
  language: LanguageSchema,
  /** Picks among equally good designs; the same request and seed give the same kit. */
  seed: z.number().int().min(0).max(REQUEST_LIMITS.maxSeed).optional(),
  /** The design decided up front (layout, variation, top line, details line); the designer decides the rest. */
  design: DesignChoiceSchema.optional(),
});

/** An end time needs a start time. */
function endNeedsStart(request: { eventTime?: string; eventEndTime?: string }): boolean {
  return request.eventEndTime === undefined || request.eventTime !== undefined;
}
const END_NEEDS_START = {
  error: "eventEndTime needs eventTime: give the start time too",
  path: ["eventEndTime"],
};

/**
 * An event date within reason (dates/event-date-range.ts), "today" being the date of the clock where the request
 * is parsed (the server's, the CLI's, the page's). Not the app's injectable clock: this schema is shared by all
 * of them and has none; a bound ten years wide needs no exact day; and it only moves later, so a date accepted
 * once still is when the kit is edited, regenerated or its files made later. Kept kits are read back with
 * KeptRequestSchema, which leaves it out, so a kit kept before the bound existed still reads.
 */
function eventDateWithinReason(request: { eventDate?: string }, context: z.RefinementCtx) {
  const problem = request.eventDate === undefined
    ? undefined
    : eventDateRangeProblem(request.eventDate, Date.now());
  if (problem) context.addIssue({ code: "custom", message: problem, path: ["eventDate"] });
}

/**
 * What a visitor (or a CLI flag, or a batch row, or an owner's edit) asks for: every field optional, an end time
 * only with a start time, and the event's date within reason.
 */
export const GenerationRequestSchema = GenerationRequestFieldsSchema
  .refine(endNeedsStart, END_NEEDS_START)
  .superRefine(eventDateWithinReason);
/** Checks the rules across a request's fields on a schema made from GenerationRequestFieldsSchema. */
export function withRequestRules<T extends z.ZodType<{ eventTime?: string; eventEndTime?: string }>>(
  schema: T,
) {
  return schema.refine(endNeedsStart, END_NEEDS_START);
}
export type GenerationRequest = z.output<typeof GenerationRequestSchema>;
export type GenerationRequestInput = z.input<typeof GenerationRequestSchema>;

/** A piece of copy: text of `lines` (typed-text.ts), trimmed, not empty, at most `maxLength`. */
function copyText(maxLength: number, lines: TextLines = "one") {
  return typedText(lines).trim().min(1).max(maxLength);
}

/**
 * The copy a provider must return in one structured-object generation, and the copy an owner's edit makes. The
 * description and the captions may have several lines (a caption carries the event's link on a line of its own);
 * the names, the headline and the tagline are one line each.
 */
export const KitTextSchema = z.strictObject({
  eventNames: z
    .array(copyText(COPY_LIMITS.maxNameLength))
    .length(NAME_COUNT)
    .refine((names) => new Set(names.map((name) => name.toLowerCase())).size === names.length, {
      error: `eventNames must be ${NAME_COUNT} different names`,
    }),
  headline: copyText(COPY_LIMITS.maxHeadlineLength),
  tagline: copyText(COPY_LIMITS.maxTaglineLength),
  description: copyText(COPY_LIMITS.maxDescriptionLength, "several"),
  socialCaptions: z.array(copyText(COPY_LIMITS.maxCaptionLength, "several")).length(CAPTION_COUNT),
});
export type KitText = z.output<typeof KitTextSchema>;

/** JSON schema of the copy, for providers with structured output. */
export const KIT_TEXT_JSON_SCHEMA: Record<string, unknown> = z.toJSONSchema(KitTextSchema, {
  target: "draft-7",
});

/** URLs of the three graphics; an empty string means "not generated". */
export const KitImagesSchema = z.strictObject(
  Object.fromEntries(IMAGE_KINDS.map((kind) => [kind, z.string()])) as Record<
    typeof IMAGE_KINDS[number],
    z.ZodString
  >,
);
export type KitImages = z.output<typeof KitImagesSchema>;

/**
 * Where the text-free art each graphic was set on is kept, by graphic: an AI kit's, made with
 * BRANDKIT_TYPOGRAPHY=overlay (issue 20). The kit's other formats (story, link preview, SVGs, print PDF) are made
 * from it, so every file shows the same picture. A media URL on the server ("/media/<id>"); absent for an offline
 * kit, whose designer lays every format out from the brief.
 */
export const KitArtSchema = z.strictObject(
  Object.fromEntries(IMAGE_KINDS.map((kind) => [kind, typedText().min(1).max(200).optional()])) as Record<
    typeof IMAGE_KINDS[number],
    z.ZodOptional<z.ZodString>
  >,
);
export type KitArt = z.output<typeof KitArtSchema>;

export const BrandGuideSchema = z.strictObject({
  colors: z.array(HexColorSchema).min(1),
  fonts: z.array(z.string().min(1)),
  dos: z.array(z.string().min(1)),
  donts: z.array(z.string().min(1)),
});
export type BrandGuide = z.output<typeof BrandGuideSchema>;

/** A whole brand kit (docs/behaviour.md#a-kit). */
export const BrandKitSchema = z.strictObject({
  selectedName: z.string().min(1),
  eventNames: z.array(z.string().min(1)).length(NAME_COUNT),
  headline: z.string(),
  tagline: z.string(),
  description: z.string(),
  socialCaptions: z.array(z.string()).length(CAPTION_COUNT),
  images: KitImagesSchema,
  brandGuide: BrandGuideSchema,
  /**
   * The kit's language (BCP 47), as the request named it or Auto decided it; absent only in kits made before
   * languages, which were English. A generation's kit (KitResultSchema) and kit.json (KitFileSchema) always
   * have it.
   */
  language: z.string().min(1).optional(),
  /** What the visitor should know about the kit ("The copy is in English: ..."); absent when nothing. */
  notices: z.array(z.string().min(1)).optional(),
  /**
   * The kit's design (issue 26): family, variation, palette, top line, details line, QR. Every graphic and format
   * is made from it. Absent only in kits made before it, which read as the design the designer gives their
   * request (studio/decide.ts).
   */
  design: KitDesignSchema.optional(),
});
export type BrandKit = z.output<typeof BrandKitSchema>;

/** A kit's `language` where it is always recorded: one written before languages reads as "en". */
export const KitLanguageSchema = z.string().min(1).default("en");

/** Why the graphics are missing from a kit whose copy succeeded. */
export const ImageErrorSchema = z.strictObject({
  code: z.enum([ErrorCode.RATE_LIMIT_EXCEEDED, ErrorCode.AI_ERROR, ErrorCode.AI_TIMEOUT]),
  message: z.string(),
  retryAfter: z.number().int().positive().optional(),
});
export type ImageError = z.output<typeof ImageErrorSchema>;

/** A kit id: 16 random bytes, base64url without padding. Anything else is refused before a store is asked. */
export const KIT_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** A kept kit's id (KIT_ID_PATTERN), refused with a clear message before any store is asked. */
export const KitIdSchema = z.string().regex(KIT_ID_PATTERN, {
  error: "kitId must be a kit's id: 22 letters, digits, '-' or '_'",
});

/**
 * What a first generation returns: the kit, why its graphics are missing when they are, and, when the server
 * kept it (issue 19), its id, its share link and, for its maker only, the token that may change or delete it.
 */
export const KitResultSchema = BrandKitSchema.extend({
  language: KitLanguageSchema,
  imageError: ImageErrorSchema.optional(),
  /** The art the graphics were set on, when an AI drew it (KitArtSchema). */
  art: KitArtSchema.optional(),
  /** The kept kit's id; absent when the kit could not be kept (see `notices`). */
  id: KitIdSchema.optional(),
  /** `/k/{id}`, or absolute when the server knows its public URL (BRANDKIT_PUBLIC_URL). */
  shareUrl: z.string().min(1).optional(),
  /** Given to the kit's maker once: `Authorization: Bearer <ownerToken>` regenerates or deletes the kept kit. */
  ownerToken: z.string().min(1).optional(),
});
export type KitResult = z.output<typeof KitResultSchema>;

/** Regenerate the graphics of a kit for another of its names (docs/behaviour.md#generation). */
export const RegenerateRequestSchema = z.strictObject({
  request: GenerationRequestSchema,
  /** A kept kit to update: with its owner token as `Authorization: Bearer`, the new graphics are kept in it. */
  kitId: KitIdSchema.optional(),
  name: typedText().trim().min(1, { error: "name must not be empty" }).max(COPY_LIMITS.maxNameLength, {
    error: `name must be at most ${COPY_LIMITS.maxNameLength} characters`,
  }),
  /** The kit's design (issue 26), so the new graphics keep the owner's layout, lines and palette. */
  design: KitDesignSchema.optional(),
});
export type RegenerateRequest = z.output<typeof RegenerateRequestSchema>;
export type RegenerateRequestInput = z.input<typeof RegenerateRequestSchema>;

export const RegeneratedImagesSchema = z.strictObject({
  selectedName: z.string(),
  images: KitImagesSchema,
  /** The art the new graphics were set on, when an AI drew it (KitArtSchema). */
  art: KitArtSchema.optional(),
  /** What the visitor should know ("The share link still shows the earlier graphics: ..."); absent when nothing. */
  notices: z.array(z.string().min(1)).optional(),
  /** True when the new graphics were kept in the kit named by `kitId` (asked with its owner token). */
  kept: z.boolean().optional(),
});
export type RegeneratedImages = z.output<typeof RegeneratedImagesSchema>;
