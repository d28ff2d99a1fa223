/**
 * How the request-edge properties judge an answer: read within ANSWER_WITHIN_MS, never a 5xx, and every error
 * the JSON error shape with the status its code has (a kit page's 404 is its HTML page instead).
 */
import { expect } from "vitest";
import { ErrorCode, ErrorResponseSchema, KitStreamEventSchema } from "../../brandkit/web.ts";
import { STATUS_BY_CODE } from "../../routes/error-responses.ts";
import { from } from "./_rsvp.ts";

/** The bound on every answer, body included. */
export const ANSWER_WITHIN_MS = 1_000;
/** Runs per property: enough to meet the odd cases, few enough that a file takes seconds. */
export const RUNS = 100;

export type Answer = { status: number; contentType: string; headers: Headers; text: string };

/** Something that answers requests: the app, or the app with a client's address. */
export type Answering = { fetch(request: Request): Response | Promise<Response> };

let addresses = 0;

/** The app, each request from an address of its own: no client's allowance runs out. */
export const eachFromItsOwn = (
  app: { fetch: (request: Request, env?: unknown) => Response | Promise<Response> },
) =>
  ({
    fetch: (request: Request) =>
      app.fetch(
        request,
        from(`10.${(++addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`),
      ),
  }) satisfies Answering;

/** The answer to `request`, body read, or a failure when it takes longer than ANSWER_WITHIN_MS. */
export async function answerOf(app: Answering, request: Request): Promise<Answer> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${request.method} ${request.url}: no answer within ${ANSWER_WITHIN_MS} ms`)),
      ANSWER_WITHIN_MS,
    );
  });
  const answer = (async () => {
    const response = await app.fetch(request);
    const text = await response.text();
    return {
      status: response.status,
      contentType: response.headers.get("content-type") ?? "",
      headers: response.headers,
      text,
    };
  })();
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The status an error code is answered with; 500 for a code the app does not know. */
export function statusOf(code: string): number {
  return STATUS_BY_CODE[code as ErrorCode] ?? 500;
}

/**
 * A kit page's path, whose 404 is a page for people (HTML), not the API's JSON: the event page and the kit page
 * (GET or HEAD), and the event page's form posted to an id that cannot be a kit's. The method in any case (fetch
 * upper-cases it), the path exactly: "/K/" is no kit page, and gets the API's JSON 404.
 */
const KIT_PAGE =
  /^(?:(?:[Gg][Ee][Tt]|[Hh][Ee][Aa][Dd]) \/k\/[^/?#]*(?:\/kit)?|[Pp][Oo][Ss][Tt] \/k\/[^/?#]*\/rsvp)[ ?#]/;

/**
 * No 5xx; a 4xx is `{error: {code, message, ...}}` with its code's status (a kit page's 404 is its HTML page);
 * a stream's error line is no 5xx. `what` is the method and path, then anything else worth printing.
 */
export function expectEdgeAnswer(answer: Answer, method: string, what: string): void {
  const where = `${what} -> ${answer.status} ${answer.text.slice(0, 300)}`;
  expect(answer.status, where).toBeLessThan(500);
  if (answer.status === 404 && KIT_PAGE.test(what)) {
    expect(answer.contentType, where).toBe("text/html; charset=utf-8");
    return;
  }
  if (answer.status >= 400) {
    expect(answer.contentType, where).toMatch(/^application\/json/);
    if (method.toUpperCase() === "HEAD") return;
    const body = ErrorResponseSchema.parse(JSON.parse(answer.text));
    expect(Object.values(ErrorCode), where).toContain(body.error.code);
    expect(statusOf(body.error.code), where).toBe(answer.status);
    expect(body.error.message, where).not.toBe("");
    return;
  }
  if (answer.contentType.startsWith("application/x-ndjson")) {
    for (const line of answer.text.split("\n").filter(Boolean)) {
      const event = KitStreamEventSchema.parse(JSON.parse(line));
      if (event.type === "error") expect(statusOf(event.error.code), where).toBeLessThan(500);
    }
  }
}
