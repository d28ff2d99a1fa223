/**
 * The NDJSON progress stream of POST /api/kits (Accept: application/x-ndjson): one JSON object per line,
 * `{"type":"progress","step":...}` for each step as it starts, then one `{"type":"kit","kit":...}` or
 * `{"type":"error","error":{code,message,retryAfter?}}`. Validation and rate limits are answered before the
 * stream starts, with their own statuses; once it has started the status is 200 and failures are lines.
 */
import {
  type ErrorBody,
  ErrorCode,
  isBrandKitError,
  type KitResult,
  type KitStreamEvent,
} from "../brandkit/web.ts";

/** The media type of the progress stream. */
export const NDJSON_TYPE = "application/x-ndjson";

export type { KitStreamEvent } from "../brandkit/web.ts";

/** True when the request asks for the NDJSON stream. */
export function wantsNdjson(request: Request): boolean {
  return (request.headers.get("accept") ?? "").toLowerCase().includes(NDJSON_TYPE);
}

/** What streamKit runs, and how it learns the client went away. */
export type StreamKitOptions = {
  /** Makes the kit, reporting progress through `send`; aborted when the client goes away. */
  run: (send: (event: KitStreamEvent) => void, signal: AbortSignal) => Promise<KitResult>;
  /** Aborts the work too (the request's signal). */
  signal: AbortSignal;
  /** What the visitor is told of a failure (the rest goes to the log). */
  publicErrors: (error: unknown) => ErrorBody;
};

/** A streaming response that runs the generation and writes its progress and outcome as NDJSON lines. */
export function streamKit(options: StreamKitOptions): Response {
  const abort = new AbortController();
  const onAbort = () => abort.abort();
  options.signal.addEventListener("abort", onAbort, { once: true });
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (event: KitStreamEvent) => {
        if (abort.signal.aborted) return;
        controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`));
      };
      options.run(send, abort.signal)
        .then((kit) => send({ type: "kit", kit }))
        .catch((error) => {
          if (abort.signal.aborted && isBrandKitError(error, ErrorCode.CANCELLED)) return;
          send({ type: "error", error: options.publicErrors(error) });
        })
        .finally(() => {
          options.signal.removeEventListener("abort", onAbort);
          if (!abort.signal.aborted) controller.close();
        });
    },
    cancel() {
      abort.abort();
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": `${NDJSON_TYPE}; charset=utf-8`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
