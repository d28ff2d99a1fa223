/**
 * The one shape of every language's event words (event-words/<lang>.json): each kind of event's voice (what it
 * is called, its names, headlines, taglines, caption lines, top lines and hashtags) and the language's lexicon
 * (the words of each category copy must fit to its event, and its stop words). The words that tell a kind, and
 * whether the language's words are written together, are its kind markers (kind-markers/<lang>.json), which the
 * page reads too; these stay on the server.
 *
 * Every line of a kind's voice is written to fit that kind whatever the event: no day-part word ("morning",
 * "tonight": the time decides those), no drink, no dress code, no tickets, and none of the categories the kind
 * does not allow (event-kinds.json). The copy rules filter the lines again against the lexicon, and the copy lint
 * fails on a line that slips through.
 */
import { z } from "zod";
import { COPY_LANGUAGES } from "../registry.ts";
import { HashtagWord, Text } from "../phrases/_blocks.ts";
import { KIND_IDS } from "../kind-ids.ts";
import { WORD_CATEGORIES } from "./word-categories.ts";

const Lines = (min: number) => z.array(Text).min(min).readonly();

const KindVoiceSchema = z.strictObject({
  /**
   * The kind in running text, as the language's {kind} slot takes it ("uma corrida"); English: article-free
   * and lower case ("fun run"), the English copywriter adds the article.
   */
  nouns: Lines(1),
  /**
   * Names for an event of the kind, complete, wholly in the language: "Lace Up Fun Run". No numbers: a name may
   * not state a distance, an age or a count the visitor did not give ("Finish Line 5K" for a 10K).
   */
  names: Lines(3).refine((names) => names.every((name) => !/\p{Nd}/u.test(name)), {
    message: "a kind's names hold no numbers: the visitor's event may not be that distance, age or count",
  }),
  /** What may follow a visitor's own name after a colon: "Race Day". */
  subtitles: Lines(2),
  /** Headlines of at most eight words. */
  headlines: Lines(3),
  /** Taglines: short, complete sentences. */
  taglines: Lines(3),
  /** Caption openers: short, complete sentences. */
  hooks: Lines(2),
  /** Calls to action that need no link: short, complete sentences. */
  calls: Lines(2),
  /** What to expect, as the language's {promise} slot takes it. */
  promises: Lines(2),
  /** The occasion, as the language's {occasion} slot takes it. */
  occasions: Lines(2),
  /** The small line above the name on the graphics ("run with us"); none when nothing fits. */
  topLines: Lines(0),
  /** Hashtag words. */
  tags: z.array(HashtagWord).min(2).readonly(),
});
export type KindVoice = z.output<typeof KindVoiceSchema>;

const Markers = z.array(z.string().min(1)).readonly();

const LexiconSchema = z.strictObject({
  /** Function words, which never count as a repeated word. */
  stop: Markers,
  /**
   * Each category's markers: a word or phrase, matched as whole words ("bar", not "barn"); a final "*" matches a
   * prefix ("wine*": "wines"); in unspaced scripts and where the language's `anywhere` holds (its kind markers,
   * kind-markers/<lang>.json), anywhere.
   */
  ...Object.fromEntries(WORD_CATEGORIES.map((category) => [category, Markers])) as Record<
    typeof WORD_CATEGORIES[number],
    typeof Markers
  >,
});
export type Lexicon = z.output<typeof LexiconSchema>;

export const EventWordsSchema = z.strictObject({
  language: z.enum(COPY_LANGUAGES),
  /** For writers: what makes a line fit, in this language. */
  notes: z.string().optional(),
  lexicon: LexiconSchema,
  kinds: z.strictObject(
    Object.fromEntries(KIND_IDS.map((id) => [id, KindVoiceSchema])) as Record<
      typeof KIND_IDS[number],
      typeof KindVoiceSchema
    >,
  ),
});
export type EventWords = z.output<typeof EventWordsSchema>;
