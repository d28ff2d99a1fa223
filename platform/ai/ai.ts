/**
 * The AI service (docs/behaviour.md#platform-services, #platform-input-rules): text, object, image,
 * modify-image, speech, transcription, and streaming text and objects. Inputs are checked before anything is
 * sent; answers are validated.
 */
import { z } from "zod";
import type { ClientContext } from "../context.ts";
import { ErrorKind } from "../errors.ts";
import { invalidResponse } from "../http-errors.ts";
import {
  type CoreAiApi,
  type GenerationOptions,
  type ImageOptions,
  ImageResultSchema,
  type ModifyImageOptions,
  type ObjectOptions,
  ObjectResultSchema,
  SpeechAnswerSchema,
  type SpeechResult,
  TextResultSchema,
  TranscriptionResultSchema,
} from "./schemas.ts";
import { type SdkNamedAi, withSdkNames } from "./sdk-names.ts";
import { streamObject } from "./stream-object.ts";
import { streamText } from "./stream-text.ts";
import {
  checkAudio,
  checkModifyImages,
  checkPrompt,
  checkPromptOrMessages,
  checkSpeechText,
} from "./validate.ts";

export type AiApi = CoreAiApi & SdkNamedAi;

/** Audio formats and their MIME types, for a speech answer that does not name its own. */
export const SPEECH_MIME_TYPES: Readonly<Record<string, string>> = {
  mp3: "audio/mpeg",
  opus: "audio/opus",
  aac: "audio/aac",
  flac: "audio/flac",
  wav: "audio/wav",
  pcm: "audio/pcm",
};
/** The voice and format the platform uses when none is asked for. */
export const DEFAULT_SPEECH_VOICE = "alloy";
export const DEFAULT_SPEECH_FORMAT = "mp3";

/** Standard base64 of some bytes (btoa exists in browsers, Deno and Node). */
export function toBase64(bytes: Uint8Array): string {
  const CHUNK = 0x8000;
  let binary = "";
  for (let index = 0; index < bytes.length; index += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(index, index + CHUNK));
  }
  return btoa(binary);
}

function generationBody(options: GenerationOptions): Record<string, unknown> {
  const { signal: _signal, ...body } = options;
  return body;
}

function sizeText(size: ImageOptions["size"]): string | undefined {
  if (size === undefined || typeof size === "string") return size;
  return `${size.width}x${size.height}`;
}

export function createAi(context: ClientContext): AiApi {
  return withSdkNames(createCoreAi(context));
}

function createCoreAi(context: ClientContext): CoreAiApi {
  const base = `/api/ai/${context.projectPath}`;
  const post = <S extends z.ZodType>(path: string, body: unknown, schema: S, signal?: AbortSignal) =>
    context.http.json({ path: `${base}${path}`, json: body, kind: ErrorKind.AI, signal }, schema);

  /** POST /image: new images, or changed ones when the options name images; one image unless `n` says more. */
  async function postImage(options: ImageOptions | ModifyImageOptions) {
    const { signal, size, ...rest } = options;
    return await post(
      "/image",
      { ...rest, n: options.n ?? 1, size: sizeText(size) },
      ImageResultSchema,
      signal,
    );
  }

  /** The JSON schema to send, and the zod schema to check the answer with when the caller gave one. */
  function objectBody<T>(options: ObjectOptions<T>) {
    const { schema, schemaName, ...rest } = options;
    const zodSchema = schema instanceof z.ZodType ? schema : undefined;
    const jsonSchema = zodSchema ? z.toJSONSchema(zodSchema) : schema;
    return {
      body: { ...generationBody(rest), schema: jsonSchema, schemaName: schemaName ?? "object" },
      zodSchema,
    };
  }

  function checkObject<T>(object: unknown, zodSchema: z.ZodType<T> | undefined, path: string): { object: T } {
    if (!zodSchema) return { object: object as T };
    const parsed = zodSchema.safeParse(object);
    if (!parsed.success) throw invalidResponse(ErrorKind.AI, path, parsed.error);
    return { object: parsed.data };
  }

  return {
    async text(options) {
      checkPromptOrMessages(options.prompt, options.messages);
      return await post("/text", generationBody(options), TextResultSchema, options.signal);
    },
    async streamText(options, onDelta) {
      checkPromptOrMessages(options.prompt, options.messages);
      const outcome = await streamText(
        context.http,
        `${base}/text`,
        generationBody(options),
        onDelta,
        options.signal,
      );
      return outcome;
    },
    async object(options) {
      checkPromptOrMessages(options.prompt, options.messages);
      const { body, zodSchema } = objectBody(options);
      const answer = await post("/object", body, ObjectResultSchema, options.signal);
      return { ...answer, ...checkObject(answer.object, zodSchema, `${base}/object`) };
    },
    async streamObject(options, onPartial) {
      checkPromptOrMessages(options.prompt, options.messages);
      const { body, zodSchema } = objectBody(options);
      const object = await streamObject(context.http, `${base}/object`, body, onPartial, options.signal);
      return checkObject(object, zodSchema, `${base}/object`);
    },
    async image(options) {
      checkPrompt(options.prompt);
      return await postImage(options);
    },
    async modifyImage(options) {
      checkModifyImages(options.images, options.prompt);
      return await postImage(options);
    },
    async speech(options) {
      checkSpeechText(options.text);
      const { signal, format, ...rest } = options;
      const answer = await post("/speech", { ...rest, response_format: format }, SpeechAnswerSchema, signal);
      const voice = answer.voice ?? options.voice ?? DEFAULT_SPEECH_VOICE;
      const answerFormat = answer.format ?? format ?? DEFAULT_SPEECH_FORMAT;
      const mimeType = answer.mimeType ?? SPEECH_MIME_TYPES[answerFormat] ?? SPEECH_MIME_TYPES.mp3;
      return { ...answer, voice, format: answerFormat, mimeType } satisfies SpeechResult;
    },
    async transcribe(options) {
      checkAudio(options.audio);
      const { signal, audio, format, ...rest } = options;
      const encoded = typeof audio === "string"
        ? audio
        : toBase64(audio instanceof Uint8Array ? audio : new Uint8Array(audio));
      return await post(
        "/transcribe",
        { ...rest, audio: encoded, response_format: format },
        TranscriptionResultSchema,
        signal,
      );
    },
  };
}
