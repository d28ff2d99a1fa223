/**
 * Streamed text generation: the answer arrives as server-sent events (sse.ts) carrying the UI message stream
 * (stream-events.ts), handed to the caller delta by delta, then the whole text.
 */
import { ErrorCode, ErrorKind, isPlatformError, PlatformError } from "../errors.ts";
import { errorFromFailure } from "../http-errors.ts";
import type { HttpClient } from "../http.ts";
import { readSseEvents } from "./sse.ts";
import { readTextStreamEvent } from "./stream-events.ts";

/** The payload that ends a stream. */
export const STREAM_DONE = "[DONE]";

/** What a finished text stream produced. */
export type TextStreamOutcome = { text: string; finishReason?: string; usage?: unknown };

export function streamError(message: string, code: ErrorCode = ErrorCode.INVALID_RESPONSE): PlatformError {
  return new PlatformError(ErrorKind.AI, code, message);
}

function parseJson(payload: string, path: string): unknown {
  try {
    return JSON.parse(payload);
  } catch {
    throw streamError(`Invalid response format from ${path}: an event is not JSON`);
  }
}

/** Posts `body` with `stream: true` to `path` and reads the text deltas until the stream ends. */
export async function streamText(
  http: HttpClient,
  path: string,
  body: Record<string, unknown>,
  onDelta: (delta: string) => void,
  signal?: AbortSignal,
): Promise<TextStreamOutcome> {
  const response = await http.send({
    path,
    json: { ...body, stream: true },
    headers: { Accept: "text/event-stream" },
    kind: ErrorKind.AI,
    signal,
  });
  if (!response.body) throw streamError(`Invalid response format from ${path}: no stream`);
  const outcome: TextStreamOutcome = { text: "" };
  let finished = false;
  let events = 0;
  try {
    for await (const payload of readSseEvents(response.body)) {
      if (payload === STREAM_DONE) break;
      const event = readTextStreamEvent(parseJson(payload, path));
      if (!event) throw streamError(`Invalid response format from ${path}: an event has no type`);
      events++;
      if (event.kind === "delta") {
        if (event.text === "") continue;
        outcome.text += event.text;
        onDelta(event.text);
      } else if (event.kind === "finish") {
        finished = true;
        if (event.finishReason !== undefined) outcome.finishReason = event.finishReason;
        if (event.usage !== undefined) outcome.usage = event.usage;
      } else if (event.kind === "error") {
        const code = event.code && Object.hasOwn(ErrorCode, event.code)
          ? event.code as ErrorCode
          : ErrorCode.SERVER_ERROR;
        throw streamError(event.message ?? "The AI stream failed.", code);
      }
    }
  } catch (error) {
    // A stream cut off (network, or the caller's signal) fails like any other call.
    throw isPlatformError(error) ? error : errorFromFailure(error, ErrorKind.AI, signal);
  }
  if (!finished && events === 0) {
    throw streamError(`Invalid response format from ${path}: the stream ended without a result`);
  }
  return outcome;
}
