/**
 * Bodies that tell the guard when they wait on the client, for the idle timeout of connections served in
 * process (the guard sees no bytes there): a request body the app reads, and a large response body the client
 * reads. Small answers and answers of unknown length (the NDJSON progress stream) pass through untouched: Deno
 * sends them without JavaScript, and the kernel's buffers take a small one at once.
 */

/** Answers with a Content-Length above this are sent through a watched stream, in slices of this size. */
export const WATCHED_RESPONSE_BYTES = 64 * 1024;

/** What a watched body reports: a wait on the client starts (+1) or ends (-1); each one is activity. */
export type WaitReport = (delta: 1 | -1) => void;

/** Methods whose requests carry no body the app could wait on. */
const BODYLESS_METHODS = new Set(["GET", "HEAD"]);

/** `request`, its body (if any) reporting each read as a wait on the client. */
export function withWatchedRequestBody(request: Request, report: WaitReport): Request {
  if (BODYLESS_METHODS.has(request.method)) return request;
  const body = request.body;
  if (!body) return request;
  const reader = body.getReader();
  const watched = new ReadableStream<Uint8Array>({
    async pull(controller) {
      report(1);
      try {
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      } finally {
        report(-1);
      }
    },
    cancel: (reason) => reader.cancel(reason),
  }, { highWaterMark: 0 });
  return new Request(request, { body: watched, duplex: "half" } as RequestInit);
}

/**
 * `response`, or, when it declares more than WATCHED_RESPONSE_BYTES, the same answer sent in slices that are
 * read one at a time as the client takes them: the whole send is one wait on the client (+1 at the start,
 * -1 at the end), each slice taken is activity (`touch`).
 */
export function withWatchedResponseBody(response: Response, report: WaitReport, touch: () => void): Response {
  const length = Number(response.headers.get("content-length"));
  if (!(length > WATCHED_RESPONSE_BYTES) || response.body === null) return response;
  const reader = response.body.getReader();
  let rest = new Uint8Array(0);
  let sending = true;
  const end = () => {
    if (!sending) return;
    sending = false;
    report(-1);
  };
  report(1);
  const watched = new ReadableStream<Uint8Array>({
    async pull(controller) {
      touch();
      if (rest.length === 0) {
        const { done, value } = await reader.read();
        if (done) {
          end();
          controller.close();
          return;
        }
        rest = value;
      }
      controller.enqueue(rest.subarray(0, WATCHED_RESPONSE_BYTES));
      rest = rest.subarray(WATCHED_RESPONSE_BYTES);
    },
    cancel(reason) {
      end();
      return reader.cancel(reason);
    },
  }, { highWaterMark: 0 });
  return new Response(watched, response);
}
