/**
 * An AI provider for any OpenAI-compatible API: the copy through chat completions with structured output (a
 * JSON schema made from the zod schema), the graphics through the images API at the nearest supported size.
 */
import { z } from "zod";
import { BrandKitError, ErrorCode } from "../../errors.ts";
import { decodeBase64, sniffImageType } from "../../images/image-type.ts";
import type { AiProvider, ImageRequest, ObjectRequest } from "../../generation/provider.ts";
import type { ImageResult } from "../../images/exact-image.ts";
import { type HttpOptions, sendJson } from "./_http.ts";
import type { RequestWindow } from "./_rate-limit-headers.ts";
import { nearestImageSize, wantsResponseFormat } from "./_sizes.ts";
import { toStrictSchema } from "./_strict-schema.ts";

export type { RequestWindow } from "./_rate-limit-headers.ts";

export type OpenAiProviderOptions = {
  apiKey: string;
  /** @default "https://api.openai.com/v1" */
  baseUrl?: string;
  /** @default "gpt-4o-mini" */
  textModel?: string;
  /** @default "gpt-image-1" */
  imageModel?: string;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
  /** @default a real timer */
  sleep?: (ms: number) => Promise<void>;
  /** @default Math.random */
  random?: () => number;
  /** @default Date.now */
  now?: () => number;
  /** @default 2 */
  maxRetries?: number;
  /** Longer waits than this are reported as a rate limit instead. @default 20_000 */
  maxRetryWaitMs?: number;
  /** @default 60_000 */
  textTimeoutMs?: number;
  /** Image models can take minutes. @default 300_000 */
  imageTimeoutMs?: number;
  /**
   * Told of the request window every answer reports (x-ratelimit-limit-, -remaining- and -reset-requests), so the
   * caller can hold calls the service would refuse. A caller that listens waits out 429s itself: they are then
   * reported as RATE_LIMIT_EXCEEDED at once instead of retried here. @default none
   */
  onRequestWindow?: (window: RequestWindow) => void;
};

const SYSTEM_PROMPT =
  "You are an expert event brand designer and copywriter. Reply only with the JSON object asked for.";

const ChatCompletionSchema = z.object({
  choices: z.array(
    z.object({
      message: z.object({ content: z.string().nullish(), refusal: z.string().nullish() }).loose(),
    }).loose(),
  ).min(1),
}).loose();

const ImagesResponseSchema = z.object({
  data: z.array(z.object({ b64_json: z.string().nullish(), url: z.string().nullish() }).loose()).min(1),
}).loose();

function imageOf(base64: string, what: string): ImageResult {
  const bytes = decodeBase64(base64);
  const mimeType = bytes && sniffImageType(bytes);
  if (!bytes || !mimeType) {
    throw new BrandKitError(ErrorCode.AI_ERROR, `The AI service sent a ${what} that is not an image.`);
  }
  return { bytes, mimeType };
}

/** An AiProvider backed by an OpenAI-compatible API. */
export function createOpenAiProvider(options: OpenAiProviderOptions): AiProvider {
  const http: HttpOptions = {
    apiKey: options.apiKey,
    baseUrl: options.baseUrl ?? "https://api.openai.com/v1",
    fetch: options.fetch ?? globalThis.fetch.bind(globalThis),
    sleep: options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    random: options.random ?? Math.random,
    now: options.now ?? Date.now,
    maxRetries: options.maxRetries ?? 2,
    maxRetryWaitMs: options.maxRetryWaitMs ?? 20_000,
    onRequestWindow: options.onRequestWindow,
  };
  const textModel = options.textModel ?? "gpt-4o-mini";
  const imageModel = options.imageModel ?? "gpt-image-1";
  const textTimeoutMs = options.textTimeoutMs ?? 60_000;
  const imageTimeoutMs = options.imageTimeoutMs ?? 300_000;

  async function object(request: ObjectRequest): Promise<unknown> {
    const inspiration = request.request.inspirationImage;
    const userContent = inspiration
      ? [
        {
          type: "text",
          text: `${request.prompt}\nTake mood and colour cues from the attached inspiration image.`,
        },
        { type: "image_url", image_url: { url: inspiration } },
      ]
      : request.prompt;
    const reply = await sendJson(
      "/chat/completions",
      {
        model: textModel,
        seed: request.seed,
        messages: [{ role: "system", content: SYSTEM_PROMPT }, { role: "user", content: userContent }],
        response_format: {
          type: "json_schema",
          json_schema: { name: request.schemaName, strict: true, schema: toStrictSchema(request.jsonSchema) },
        },
      },
      ChatCompletionSchema,
      { timeoutMs: textTimeoutMs, signal: request.signal, what: "copy" },
      http,
    );
    const message = reply.choices[0].message;
    if (message.refusal) {
      throw new BrandKitError(ErrorCode.AI_ERROR, `The AI declined to write the copy: ${message.refusal}`);
    }
    try {
      return JSON.parse(message.content ?? "");
    } catch {
      throw new BrandKitError(ErrorCode.AI_ERROR, "The AI service sent copy that is not JSON.");
    }
  }

  async function image(request: ImageRequest): Promise<ImageResult> {
    const what = `${request.kind} graphic`;
    const call = { timeoutMs: imageTimeoutMs, signal: request.signal, what };
    const body: Record<string, unknown> = {
      model: imageModel,
      prompt: request.prompt,
      n: 1,
      size: nearestImageSize(imageModel, request.size),
    };
    if (wantsResponseFormat(imageModel)) body.response_format = "b64_json";
    const reply = await sendJson("/images/generations", body, ImagesResponseSchema, call, http);
    const first = reply.data[0];
    if (first.b64_json) return imageOf(first.b64_json, what);
    // Downloaded by the pipeline's exact-image step, bounded, sniffed and checked against the outbound policy
    // like every provider's URL (and never with the API key).
    if (first.url) return { url: first.url };
    throw new BrandKitError(ErrorCode.AI_ERROR, `The AI service sent no image for the ${what}.`);
  }

  return { name: "openai", object, image };
}
