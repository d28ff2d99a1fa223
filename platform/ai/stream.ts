/**
 * The streaming variants of text and object generation: the answer arrives as server-sent events, parsed as they
 * come (sse.ts) and handed to the caller delta by delta, then the whole result.
 */
import { ErrorCode, ErrorKind, isPlatformError, PlatformError } from "../errors.ts";
import { errorFromFailure } from "../http-errors.ts";
import type { HttpClient } from "../http.ts";
import { type StreamEvent, StreamEventSchema } from "./schemas.ts";
import { readSseEvents } from "./sse.ts";

/** The payload that ends a stream. */
export const STREAM_DONE = "[DONE]";

export type StreamHandlers = {
  onTextDelta?(delta: string): void;
  onObject?(partial: unknown): void;
};

/** What a finished stream produced: the whole text, and the last (or final) object. */
export type StreamOutcome = { text: string; object?: unknown };

function streamError(message: string, code: ErrorCode = ErrorCode.INVALID_RESPONSE): PlatformError {
  return new PlatformError(ErrorKind.AI, code, message);
}

function parseEvent(payload: string, path: string): StreamEvent {
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    throw streamError(`Invalid response format from ${path}: an event is not JSON`);
  }
  const parsed = StreamEventSchema.safeParse(json);
  if (!parsed.success) throw streamError(`Invalid response format from ${path}: unknown event`);
  return parsed.data;
}

/** Posts `body` with `stream: true` to `path` and reads the events until the stream ends. */
export async function runStream(
  http: HttpClient,
  path: string,
  body: Record<string, unknown>,
  handlers: StreamHandlers,
  signal?: AbortSignal,
): Promise<StreamOutcome> {
  const response = await http.send({
    path,
    json: { ...body, stream: true },
    headers: { Accept: "text/event-stream" },
    kind: ErrorKind.AI,
    signal,
  });
  if (!response.body) throw streamError(`Invalid response format from ${path}: no stream`);
  let text = "";
  let object: unknown;
  let finished = false;
  try {
    for await (const payload of readSseEvents(response.body)) {
      if (payload === STREAM_DONE) break;
      const event = parseEvent(payload, path);
      if (event.type === "text-delta") {
        text += event.textDelta;
        handlers.onTextDelta?.(event.textDelta);
      } else if (event.type === "object") {
        object = event.object;
        handlers.onObject?.(event.object);
      } else if (event.type === "finish") {
        if (event.text !== undefined) text = event.text;
        if (event.object !== undefined) object = event.object;
        finished = true;
      } else {
        const code = event.error.code && Object.hasOwn(ErrorCode, event.error.code)
          ? event.error.code as ErrorCode
          : ErrorCode.SERVER_ERROR;
        throw streamError(event.error.message ?? "The AI stream failed.", code);
      }
    }
  } catch (error) {
    // A stream cut off (network, or the caller's signal) fails like any other call.
    throw isPlatformError(error) ? error : errorFromFailure(error, ErrorKind.AI, signal);
  }
  if (!finished && object === undefined && text === "") {
    throw streamError(`Invalid response format from ${path}: the stream ended without a result`);
  }
  return { text, object };
}
