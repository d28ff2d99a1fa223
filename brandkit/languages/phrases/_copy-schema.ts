/**
 * The copy half of a phrase bank: the voices by mood (the kinds of event have their own words in
 * languages/event-words), calls by how guests answer, the words
 * for when and where, timing lines, and the templates of names, description and captions, with their past-tense
 * counterparts for an event already over. Captions and recaps also hold the lines a kind's traits take instead
 * of the shared ones ("traits": no spot to save at a wedding, no cheering after a memorial).
 */
import { z } from "zod";
import { MOODS } from "../../moods.ts";
import { DatedWeek, HashtagWord, Rewrite, Template, Templates, Text, Texts } from "./_blocks.ts";

const VoicePhrasesSchema = z.strictObject({
  /** Invented event names, complete ("Nuit de Velours"). */
  names: z.array(Text).min(6),
  /** What the event is, as a noun phrase in the form the templates' {kind} needs. */
  kinds: Texts,
  /** What to expect, in the form the templates' {promise} needs. */
  promises: Texts,
  /** The occasion, in the form the templates' {occasion} needs. */
  occasions: Texts,
  headlines: z.array(Text).min(3),
  taglines: z.array(Text).min(3),
  /** Caption openers for an event ahead: short, complete sentences. */
  hooks: Texts,
  /** Calls to action that fit any way of answering. */
  calls: Texts,
  tags: z.array(HashtagWord).min(2),
});
export type VoicePhrases = z.output<typeof VoicePhrasesSchema>;

const Moods = z.enum(MOODS);

/**
 * Caption lines for a kind of event with a trait (kinds/event-kinds.json "traits"), each list standing in for
 * the shared one of its name.
 */
const CaptionLinesSchema = z.strictObject({ announce: Templates, invite: Templates, closing: Templates });

/** Recap lines for a kind of event with a trait, each list standing in for the shared one of its name. */
const RecapLinesSchema = z.strictObject({
  headlines: z.array(Text).min(3),
  taglines: z.array(Text).min(3),
  hooks: Texts,
  thanks: Texts,
  openings: Templates,
  details: Templates,
  announce: Templates,
  relive: Templates,
  closing: Templates,
});

export const CopyBankSchema = z.strictObject({
  /** The word joining two people's names ("et"): "Léa et Hugo" is a couple, not a title. */
  and: Text,
  voices: z.strictObject({ default: VoicePhrasesSchema }).extend(
    Object.fromEntries(MOODS.map((mood) => [mood, VoicePhrasesSchema.optional()])) as Record<
      typeof MOODS[number],
      z.ZodOptional<typeof VoicePhrasesSchema>
    >,
  ),
  /** True for languages that write compounds ("Sommerfest"): kind and mood words then match inside words too. */
  compoundWords: z.boolean().optional(),
  /** Stems of vibes in this language, by mood ("élégan"); they match where a word starts. */
  moodWords: z.partialRecord(Moods, Texts),
  /** Calls to action by how guests answer. */
  responses: z.strictObject({ rsvp: Texts, register: Texts, tickets: Texts }),
  /** {when}: the date stated ({date}), or the day said relative to today (only 0-6 days ahead). */
  when: z.strictObject({
    date: Template,
    today: Text,
    tonight: Text,
    tomorrow: Text,
    tomorrowNight: Text,
    /** "ce lundi {date}", Monday first: a weekday of the coming days, with its date. */
    thisWeekdays: DatedWeek,
    /** "lundi prochain, le {date}": a weekday 2-6 days ahead that falls after the coming Sunday. */
    nextWeekdays: DatedWeek,
  }),
  /** Quote marks around the name in running text: always (「…」, «…») or only when it ends a sentence. */
  quotes: z.strictObject({ open: Text, close: Text, always: z.boolean() }),
  /** {where}: "à {place}". */
  where: Template,
  /** Contractions where a template meets a slot's value: ["\\bde ‹(?=[aeiou])", "d'‹"]. */
  rewrites: z.array(Rewrite),
  /** {timing}: how near the event is, by how far it is; thisWeek may use {days}. */
  timing: z.strictObject({
    today: Texts,
    tonight: Texts,
    tomorrow: Texts,
    thisWeek: Texts,
    soon: Texts,
    monthsAway: Texts,
  }),
  names: z.strictObject({
    /** Invented names with the place: "Les Nuits de {place}". */
    withPlace: z.array(Template).min(1),
    /** Variations of the visitor's name: "{name} {year}", "{name} : l'édition spéciale". */
    variants: Templates,
    /** Variations that read after any name; the last two always differ. */
    fallbacks: z.array(Template).min(2),
  }),
  description: z.strictObject({
    openings: Templates,
    peopleOpenings: Templates.optional(),
    details: Templates,
  }),
  captions: z.strictObject({
    announce: Templates,
    invite: Templates,
    closing: Templates,
    /** Hashtags made from the place: "{place}イベント". @default ["{place}"] */
    placeTags: z.array(Template).optional(),
    /** Joins the words of a hashtag made from uncased text ("शानदार_शाम"); cased text is CamelCased. @default "" */
    hashtagJoiner: z.enum(["", "_"]).optional(),
    /** The lines a kind's traits take instead of the shared ones. */
    traits: z.strictObject({
      /**
       * Guests invited one by one (a wedding, a birthday, a memorial): an invitation and a closing that neither
       * save a spot, nor grab tickets, nor bring a friend, in words that also fit a memorial.
       */
      invited: CaptionLinesSchema.partial({ announce: true }),
      /** A solemn occasion (a memorial, a service), where the shared lines cheer ("開催！", "Bald geht’s los"). */
      solemn: CaptionLinesSchema.partial().optional(),
    }),
  }),
  /** Copy for an event already past: thanks and memories, never an invitation. */
  recap: z.strictObject({
    headlines: z.array(Text).min(3),
    taglines: z.array(Text).min(3),
    hooks: Texts,
    thanks: Texts,
    openings: Templates,
    details: Templates,
    announce: Templates,
    relive: Templates,
    closing: Templates,
    /** The lines a kind's traits take instead of the shared ones. */
    traits: z.strictObject({
      /**
       * A solemn occasion once past: thanks for being there, never "it was the best!", "what a night" nor
       * "relive the best moments".
       */
      solemn: RecapLinesSchema.partial({ openings: true, details: true, announce: true }),
    }),
  }),
});
export type CopyBank = z.output<typeof CopyBankSchema>;
