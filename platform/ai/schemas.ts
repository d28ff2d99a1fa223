/**
 * The AI service's answers (docs/behaviour.md#platform-services) and the options of its calls. Answers may
 * carry more fields than these, which are kept.
 */
import { z } from "zod";
import { unwrapping } from "../wrapped.ts";
import type { Message } from "./validate.ts";

export const TextResultSchema = z.looseObject({ text: z.string() });
export type TextResult = z.infer<typeof TextResultSchema>;

export const ObjectResultSchema = z.looseObject({ object: z.unknown() });

const ImageItemSchema = z.union([
  z.string().min(1).transform((url) => ({ url })),
  z.looseObject({ url: z.string().min(1) }),
]);
const ImageListSchema = z.looseObject({ data: z.array(ImageItemSchema).min(1) });
/**
 * Image generation answers a list of items with a URL each: newer platforms wrap it as `{result: {data}}`, older
 * ones send `{data}`; an item may be the URL alone.
 */
export const ImageResultSchema = unwrapping("result", ImageListSchema);
export type ImageResult = z.infer<typeof ImageListSchema>;

const SpeechFieldsSchema = z.looseObject({
  url: z.string().min(1),
  voice: z.string().optional(),
  format: z.string().optional(),
  mimeType: z.string().optional(),
});
/** Speech: `{url, voice, format, mimeType}`, bare or as `{result}`; missing fields are filled from the request. */
export const SpeechAnswerSchema = unwrapping("result", SpeechFieldsSchema);
export type SpeechResult = {
  url: string;
  voice: string;
  format: string;
  mimeType: string;
  [key: string]: unknown;
};

const TranscriptionFieldsSchema = z.looseObject({
  text: z.string().optional(),
  transcript: z.unknown().optional(),
});
/** Transcription: `{text, transcript}`, bare or as `{result}`; either field stands in for a missing `text`. */
export const TranscriptionResultSchema = unwrapping("result", TranscriptionFieldsSchema).transform((
  answer,
  context,
) => {
  const text = answer.text ?? (typeof answer.transcript === "string" ? answer.transcript : undefined);
  if (text === undefined) {
    context.addIssue({ code: "custom", message: "missing transcription text" });
    return z.NEVER;
  }
  return { ...answer, text, transcript: answer.transcript ?? text };
});
export type TranscriptionResult = z.infer<typeof TranscriptionResultSchema>;

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
  /** Audio format ("mp3", "wav", ...), sent as `response_format`. @default the platform's (mp3) */
  format?: string;
  speed?: number;
  model?: string;
  signal?: AbortSignal;
};

export type TranscribeOptions = {
  /** Base64 text or a URL, or the bytes themselves. */
  audio: string | Uint8Array | ArrayBuffer;
  language?: string;
  /** "json", "text", "srt", "verbose_json" or "vtt", sent as `response_format`. @default the platform's */
  format?: string;
  model?: string;
  signal?: AbortSignal;
};

/** Our calls; the platform SDK's names for them are added by sdk-names.ts. */
export type CoreAiApi = {
  text(options: GenerationOptions): Promise<TextResult>;
  /** Resolves with the whole text; `onDelta` sees each piece as it arrives. */
  streamText(options: GenerationOptions, onDelta: (delta: string) => void): Promise<TextResult>;
  /** The object, checked by the schema when it is a zod one, with the rest of the platform's answer. */
  object<T = unknown>(options: ObjectOptions<T>): Promise<{ object: T; [key: string]: unknown }>;
  /** Resolves with the final object; `onPartial` sees each partial object as it arrives. */
  streamObject<T = unknown>(
    options: ObjectOptions<T>,
    onPartial: (partial: unknown) => void,
  ): Promise<{ object: T }>;
  image(options: ImageOptions): Promise<ImageResult>;
  modifyImage(options: ModifyImageOptions): Promise<ImageResult>;
  speech(options: SpeechOptions): Promise<SpeechResult>;
  transcribe(options: TranscribeOptions): Promise<TranscriptionResult>;
};
