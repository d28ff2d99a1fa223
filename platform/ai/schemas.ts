/**
 * The AI service's answers (spec §7.2) and the options of its calls. Answers may carry more fields than these,
 * which are kept.
 */
import { z } from "zod";
import type { Message } from "./validate.ts";

export const TextResultSchema = z.looseObject({ text: z.string() });
export type TextResult = z.infer<typeof TextResultSchema>;

export const ObjectResultSchema = z.looseObject({ object: z.unknown() });

/** Image generation answers a list of items with a URL each. */
export const ImageResultSchema = z.looseObject({
  data: z.array(z.looseObject({ url: z.string().min(1) })).min(1),
});
export type ImageResult = z.infer<typeof ImageResultSchema>;

export const SpeechResultSchema = z.looseObject({
  url: z.string(),
  voice: z.string(),
  format: z.string(),
  mimeType: z.string(),
});
export type SpeechResult = z.infer<typeof SpeechResultSchema>;

export const TranscriptionResultSchema = z.looseObject({
  text: z.string(),
  transcript: z.unknown().optional(),
});
export type TranscriptionResult = z.infer<typeof TranscriptionResultSchema>;

/** One event of a streamed answer. */
export const StreamEventSchema = z.discriminatedUnion("type", [
  z.looseObject({ type: z.literal("text-delta"), textDelta: z.string() }),
  z.looseObject({ type: z.literal("object"), object: z.unknown() }),
  z.looseObject({ type: z.literal("finish"), text: z.string().optional(), object: z.unknown().optional() }),
  z.looseObject({
    type: z.literal("error"),
    error: z.looseObject({ code: z.string().optional(), message: z.string().optional() }),
  }),
]);
export type StreamEvent = z.infer<typeof StreamEventSchema>;

/** Shared by text and object generation. */
export type GenerationOptions = {
  prompt?: string;
  messages?: Message[];
  /** @default the platform's */
  model?: string;
  system?: string;
  maxTokens?: number;
  temperature?: number;
  signal?: AbortSignal;
};

export type ObjectOptions<T> = GenerationOptions & {
  /** What the object must look like: a zod schema (converted, and the answer checked with it) or a JSON schema. */
  schema: z.ZodType<T> | Record<string, unknown>;
  /** @default "object" */
  schemaName?: string;
};

export type ImageOptions = {
  prompt: string;
  /** @default 1 */
  n?: number;
  /** "1080x1350" or { width, height }. */
  size?: string | { width: number; height: number };
  quality?: string;
  style?: string;
  model?: string;
  signal?: AbortSignal;
};

export type ModifyImageOptions = Omit<ImageOptions, "prompt"> & { images: string[]; prompt: string };

export type SpeechOptions = {
  text: string;
  voice?: string;
  format?: string;
  model?: string;
  signal?: AbortSignal;
};

export type TranscribeOptions = {
  /** Base64 text or a URL, or the bytes themselves. */
  audio: string | Uint8Array | ArrayBuffer;
  language?: string;
  model?: string;
  signal?: AbortSignal;
};
