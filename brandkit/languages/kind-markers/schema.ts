/**
 * The one shape of every language's kind markers (kind-markers/<lang>.json): the words of a name or vibes that
 * tell each kind of event, the words of a place that tell it, and whether the language's words are written
 * together. An event's kind is told from them (brandkit/kinds/event-kinds.ts), in the browser too (the palette the
 * form suggests), so they are kept apart from each kind's voice (event-words/), which stays on the server.
 */
import { z } from "zod";
import { COPY_LANGUAGES } from "../registry.ts";
import { Text } from "../phrases/_blocks.ts";
import { KIND_IDS } from "../kind-ids.ts";

const Markers = (min: number) => z.array(Text).min(min).readonly();

const MarkersOfKindSchema = z.strictObject({
  /** Words or phrases of the name or vibes that tell the kind, lower case, matched as whole words ("corrida*": a prefix). */
  words: Markers(1),
  /** Words of the place that tell the kind ("stadium"); lower case. */
  places: Markers(0).default([]),
});
export type MarkersOfKind = z.output<typeof MarkersOfKindSchema>;

export const KindMarkersSchema = z.strictObject({
  language: z.enum(COPY_LANGUAGES),
  /** For writers: what to list so that people's own words tell the kind, in this language. */
  notes: z.string().optional(),
  /**
   * True where words are written together (compounds, unspaced scripts): markers match anywhere, the kinds'
   * words and places here and the lexicon's words of each category (event-words/<lang>.json) alike.
   */
  anywhere: z.boolean(),
  kinds: z.strictObject(
    Object.fromEntries(KIND_IDS.map((id) => [id, MarkersOfKindSchema])) as Record<
      typeof KIND_IDS[number],
      typeof MarkersOfKindSchema
    >,
  ),
});
export type KindMarkers = z.output<typeof KindMarkersSchema>;
