/**
 * The one shape of every language's phrase bank (phrases/<lang>.json): the lines the graphics carry here, and,
 * for every language but English, what the offline copywriter writes (_copy-schema.ts). Templates name their slots in braces
 * ("{name}", "{when}"); a template whose optional slot is empty is passed over, so every group that may meet an
 * event without a date or place keeps at least one template that needs none of them. English copy is written by
 * the grammar-aware English copywriter (providers/offline: articles, name shapes, event kinds), so en.json holds
 * only the graphics' lines.
 */
import { z } from "zod";
import { MOODS } from "../../moods.ts";
import { COPY_LANGUAGES } from "../registry.ts";
import { CopyBankSchema } from "./_copy-schema.ts";
import { Text, Texts, Week } from "./_blocks.ts";
export { ALWAYS_SLOTS, OPTIONAL_SLOTS, slotsOf } from "./_blocks.ts";
export type { CopyBank, VoicePhrases } from "./_copy-schema.ts";

const GraphicsSchema = z.strictObject({
  /** Timeless accent lines above the name, by mood; moods without lines use a related mood's, then none's. */
  accents: z.strictObject({ none: Texts }).extend(
    Object.fromEntries(MOODS.map((mood) => [mood, Texts.optional()])) as Record<
      typeof MOODS[number],
      z.ZodOptional<typeof Texts>
    >,
  ),
  /** "Saturday night at", Monday first: true of the date whenever the poster is seen. */
  weekdayNights: Week,
  /** "Saturday at", Monday first. */
  weekdayDays: Week,
  /** Accents for a date that is a holiday, by "MM-DD", capitalised as the language writes the holiday. */
  holidays: z.record(z.string().regex(/^\d{2}-\d{2}$/), Text),
  /** Accents that say the day relative to today: only when the event is 0-6 days ahead. */
  relative: z.strictObject({
    today: Text,
    tonight: Text,
    tomorrow: Text,
    tomorrowNight: Text,
    thisWeek: Week,
    nextWeek: Week,
  }),
  /** Accents for an event already past. */
  past: Texts,
  /** The QR code's caption, short enough for the floor. */
  qr: z.strictObject({ rsvp: Text, tickets: Text }),
});
export type GraphicsPhrases = z.output<typeof GraphicsSchema>;

/** One language's phrase bank. */
export const PhraseBankSchema = z.strictObject({
  language: z.enum(COPY_LANGUAGES),
  /** For translators: the grammatical form each slot's phrases take in this language. */
  notes: z.string().optional(),
  graphics: GraphicsSchema,
  copy: CopyBankSchema.optional(),
}).refine((bank) => bank.language === "en" || bank.copy !== undefined, {
  error: "needs the copy: only English copy is written without a bank",
  path: ["copy"],
});
export type PhraseBank = z.output<typeof PhraseBankSchema>;
