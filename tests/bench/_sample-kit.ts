/**
 * The kit the store benchmarks keep: the fake provider's copy, three graphics by media id and the default
 * palette's guide, for a request dated 2027-05-01 (share.bench.ts, reminders.bench.ts).
 */
import {
  buildBrandGuide,
  DEFAULT_COLORS,
  GenerationRequestSchema,
  type KitResult,
} from "../../brandkit/web.ts";
import { SAMPLE_COPY } from "../support/fake-provider.ts";

export const SAMPLE_KIT: KitResult = {
  selectedName: SAMPLE_COPY.eventNames[0],
  ...SAMPLE_COPY,
  images: {
    poster: `/media/${"a".repeat(64)}.png`,
    square: `/media/${"b".repeat(64)}.png`,
    banner: `/media/${"c".repeat(64)}.png`,
  },
  brandGuide: buildBrandGuide(DEFAULT_COLORS),
  language: "en",
};

export const SAMPLE_REQUEST = GenerationRequestSchema.parse({
  vibes: ["neon", "festive"],
  eventDate: "2027-05-01",
});
