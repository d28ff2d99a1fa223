/**
 * The local platform's AI service: text, object, image, speech and transcription, and the streamed variants,
 * which it sends in deliberately awkward chunks (splitting lines, events and UTF-8 characters).
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

/** Server-sent events, cut into STREAM_CHUNK_BYTES-byte chunks. */
export function sseResponse(events: unknown[]): Response {
  const text = events.map((event) => `data: ${JSON.stringify(event)}\n\n`).join("") + "data: [DONE]\n\n";
  const bytes = new TextEncoder().encode(text);
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let index = 0; index < bytes.length; index += STREAM_CHUNK_BYTES) {
        controller.enqueue(bytes.slice(index, index + STREAM_CHUNK_BYTES));
      }
      controller.close();
    },
  });
  return new Response(stream, { headers: { "Content-Type": "text/event-stream" } });
}

/** Words of a text, each with its following space, as stream deltas. */
function deltas(text: string): string[] {
  return text.match(/\S+\s*/g) ?? [];
}

export function aiRoutes(state: PlatformState) {
  const app = new Hono<PlatformEnv>();
  app.post("/:project/text", async (c) => {
    const body = await c.req.json();
    const text = `Echo: ${body.prompt ?? body.messages?.length + " messages"} — ünïcödé ✨`;
    if (body.stream) return sseResponse(deltas(text).map((textDelta) => ({ type: "text-delta", textDelta })));
    return c.json({ text, finishReason: "stop" });
  });
  app.post("/:project/object", async (c) => {
    const body = await c.req.json();
    if (!body.schema || typeof body.schema !== "object") {
      return c.json(errorBody("VALIDATION_ERROR", "schema required"), 400);
    }
    const object = state.objectAnswers.length > 0 ? state.objectAnswers.shift() : state.defaultObject;
    if (!body.stream) return c.json({ object });
    const entries = Object.entries(object as Record<string, unknown>);
    const partials = entries.map((_, index) => ({
      type: "object",
      object: Object.fromEntries(entries.slice(0, index + 1)),
    }));
    return sseResponse([...partials, { type: "finish", object }]);
  });
  app.post("/:project/image", async (c) => {
    const body = await c.req.json();
    const count = body.n ?? 1;
    const data = Array.from({ length: count }, () => {
      const path = `generated/${state.next("image_")}.png`;
      state.files.set(path, { bytes: PNG_BYTES, contentType: "image/png" });
      return { url: `${c.get("origin")}/files/${path}` };
    });
    return c.json({ data, created: 1 });
  });
  app.post("/:project/speech", async (c) => {
    const body = await c.req.json();
    const format = body.format ?? "mp3";
    return c.json({
      url: `${c.get("origin")}/files/speech.${format}`,
      voice: body.voice ?? "alloy",
      format,
      mimeType: `audio/${format}`,
    });
  });
  app.post("/:project/transcribe", async (c) => {
    const body = await c.req.json();
    const text = `heard ${String(body.audio).length} base64 characters`;
    return c.json({ text, transcript: [{ text }] });
  });
  return app;
}
