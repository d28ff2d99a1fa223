/**
 * The local platform's AI service as the platform's SDK reads it: text, object, image, speech and transcription.
 * Streamed text is the AI SDK v5 UI message stream over server-sent events (start, start-step, text-start,
 * text-delta with `delta`, text-end, finish-step, finish, then [DONE]); a streamed object is its JSON text, plain.
 * Both are sent in deliberately awkward chunks (splitting lines, events and UTF-8 characters).
 */
import { Hono } from "hono";
import { errorBody, type PlatformEnv } from "./env.ts";
import type { PlatformState } from "./state.ts";

/** Bytes per chunk of a streamed answer: small and odd, so chunk boundaries fall everywhere. */
export const STREAM_CHUNK_BYTES = 7;
/** The 1x1 PNG the image endpoint "generates". */
export const PNG_BYTES = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg=="),
  (char) => char.charCodeAt(0),
);

/** `text` as a body cut into STREAM_CHUNK_BYTES-byte chunks. */
function chunkedResponse(text: string, headers: Record<string, string>): Response {
  const bytes = new TextEncoder().encode(text);
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let index = 0; index < bytes.length; index += STREAM_CHUNK_BYTES) {
        controller.enqueue(bytes.slice(index, index + STREAM_CHUNK_BYTES));
      }
      controller.close();
    },
  });
  return new Response(stream, { headers });
}

/** Server-sent events, cut into STREAM_CHUNK_BYTES-byte chunks, ending with [DONE]. */
export function sseResponse(events: unknown[]): Response {
  const text = events.map((event) => `data: ${JSON.stringify(event)}\n\n`).join("") + "data: [DONE]\n\n";
  return chunkedResponse(text, {
    "Content-Type": "text/event-stream",
    "Cache-Control": "no-cache",
    "x-vercel-ai-ui-message-stream": "v1",
  });
}

/** The UI message stream of a text, one word per delta. */
export function uiMessageStream(text: string): unknown[] {
  const id = "text_1";
  return [
    { type: "start" },
    { type: "start-step" },
    { type: "text-start", id },
    ...deltas(text).map((delta) => ({ type: "text-delta", id, delta })),
    { type: "text-end", id },
    { type: "finish-step" },
    { type: "finish" },
  ];
}

/** Plain JSON text, streamed (what piping a text stream to the response sends). */
export function jsonTextResponse(value: unknown): Response {
  return chunkedResponse(JSON.stringify(value), { "Content-Type": "text/plain; charset=utf-8" });
}

const USAGE = { inputTokens: 3, outputTokens: 5, totalTokens: 8 };

/** Words of a text, each with its following space, as stream deltas. */
function deltas(text: string): string[] {
  return text.match(/\S+\s*/g) ?? [];
}

export function aiRoutes(state: PlatformState) {
  const app = new Hono<PlatformEnv>();
  app.post("/:project/text", async (c) => {
    const body = await c.req.json();
    const text = `Echo: ${body.prompt ?? body.messages?.length + " messages"} — ünïcödé ✨`;
    if (body.stream) return sseResponse(uiMessageStream(text));
    return c.json({ text, finishReason: "stop", usage: USAGE });
  });
  app.post("/:project/object", async (c) => {
    const body = await c.req.json();
    if (!body.schema || typeof body.schema !== "object") {
      return c.json(errorBody("VALIDATION_ERROR", "schema required"), 400);
    }
    const object = state.objectAnswers.length > 0 ? state.objectAnswers.shift() : state.defaultObject;
    if (!body.stream) return c.json({ object, finishReason: "stop", usage: USAGE });
    return jsonTextResponse(object);
  });
  app.post("/:project/image", async (c) => {
    const body = await c.req.json();
    const count = body.n ?? 1;
    const data = Array.from({ length: count }, () => {
      const path = `generated/${state.next("image_")}.png`;
      state.files.set(path, { bytes: PNG_BYTES, contentType: "image/png" });
      return { url: `${c.get("origin")}/files/${path}` };
    });
    const list = { data, created: 1 };
    return c.json(state.shapes.image === "result" ? { result: list } : list);
  });
  app.post("/:project/speech", async (c) => {
    const body = await c.req.json();
    if (typeof body.text !== "string" || !body.text) {
      return c.json(errorBody("VALIDATION_ERROR", "text required"), 400);
    }
    const format = body.response_format ?? "mp3";
    const speech = {
      url: `${c.get("origin")}/files/speech.${format}`,
      voice: body.voice ?? "alloy",
      format,
      mimeType: `audio/${format}`,
    };
    return c.json(state.shapes.speech === "result" ? { result: speech } : speech);
  });
  app.post("/:project/transcribe", async (c) => {
    const body = await c.req.json();
    // The SDK sends bytes as a list of numbers; strings (base64 or a URL) as they are.
    const text = Array.isArray(body.audio)
      ? `heard ${body.audio.length} bytes`
      : `heard ${String(body.audio).length} base64 characters`;
    const transcription = { text, transcript: text, language: body.language ?? "en" };
    return c.json(state.shapes.transcription === "result" ? { result: transcription } : transcription);
  });
  return app;
}
