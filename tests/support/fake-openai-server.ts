/**
 * A fake OpenAI-compatible API for tests: chat completions with structured output and image generations, with
 * faults on demand (429 with retry-after, 5xx, slow replies) and, like the real one, a request limit per window
 * reported in x-ratelimit-*-requests headers. Use it in-process as `fetch`; fake-openai-served.ts serves it on
 * 127.0.0.1 for subprocess tests (the CLI, the server).
 */
import { ONE_PIXEL_PNG } from "./fake-provider.ts";

export type FakeOpenAiOptions = {
  /** Answer this many requests (of any kind) with 429 before behaving. @default 0 */
  rateLimitTimes?: number;
  /** The Retry-After header of those 429s, in seconds; none when undefined. */
  retryAfterSeconds?: number;
  /** Answer this many requests with 503 before behaving. @default 0 */
  failTimes?: number;
  /** Delay every answer by this much. @default 0 */
  delayMs?: number;
  /** Replaces the copy the fake writes. */
  copy?: unknown;
  /** The image answer: base64 (gpt-image style), a URL to fetch, or a data URL. @default "b64" */
  imageAnswer?: "b64" | "url" | "not-an-image" | "bad-base64";
  /** The picture the image answers carry (as base64 or at their URL). @default a 1x1 PNG */
  imageBytes?: Uint8Array;
  /**
   * A fixed-window limit over all API requests (not image downloads), windows counted from the fake's creation:
   * the first `limit` of a window are answered, later ones get 429 with Retry-After (seconds to the window's end,
   * rounded up). Every answer then carries x-ratelimit-limit-, -remaining- and -reset-requests as OpenAI's do.
   */
  requestsPerWindow?: { limit: number; windowMs: number };
  /** The clock windows and arrivals are read from, in epoch ms. @default Date.now */
  now?: () => number;
};

export type RecordedRequest = {
  path: string;
  body: unknown;
  authorization: string | null;
  /** When it arrived, by the fake's clock. */
  at: number;
  /** True when it was answered 429. */
  refused: boolean;
};

const encoder = new TextEncoder();
const MS_PER_SECOND = 1_000;
const MS_PER_MINUTE = 60_000;

/** A duration as OpenAI writes x-ratelimit-reset-* (Go's style): "20ms", "2.5s", "6m0s". */
export function formatResetDuration(ms: number): string {
  if (ms < MS_PER_SECOND) return `${ms}ms`;
  const minutes = Math.floor(ms / MS_PER_MINUTE);
  const seconds = (ms % MS_PER_MINUTE) / MS_PER_SECOND;
  return minutes > 0 ? `${minutes}m${seconds}s` : `${seconds}s`;
}

function base64(bytes: Uint8Array): string {
  let binary = "";
  // In chunks: spreading a whole picture into one call overflows the argument limit.
  for (let at = 0; at < bytes.length; at += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  }
  return btoa(binary);
}

/**
 * Copy that follows the prompt's rules: the custom name first when there is one and kept whole in every name,
 * no time-of-day, ticket or nightlife words, and hashtags made only from the names, so the copy lint
 * (brandkit/copy-fit) finds no fault in it for a plain request and the copy is asked for once.
 */
function copyFor(prompt: string) {
  const custom = /The event is called "((?:[^"\\]|\\.)*)"/.exec(prompt)?.[1];
  const names = custom
    ? [custom, `${custom} Live`, `${custom} Together`]
    : ["Aurora Social", "Lumen Fest", "Bloom Social"];
  const tag = (name: string) => `#${name.replace(/[^\p{L}\p{M}\p{Nd}]+/gu, "")}`;
  return {
    eventNames: names,
    headline: "One You Will Not Forget",
    tagline: "Come for the lights, stay for the people.",
    description: "A gathering of music, colour and good company. Bring your friends.",
    socialCaptions: [
      `Save the date! ${tag(names[0])}`,
      `Bring a friend along. ${tag(names[1])}`,
      `See you there. ${tag(names[2])}`,
    ],
  };
}

export function createFakeOpenAi(options: FakeOpenAiOptions = {}) {
  const requests: RecordedRequest[] = [];
  let rateLimitsLeft = options.rateLimitTimes ?? 0;
  let failuresLeft = options.failTimes ?? 0;
  const now = options.now ?? Date.now;
  const startedAt = now();
  const windowMs = options.requestsPerWindow?.windowMs ?? Infinity;
  /** Requests seen in the current window, by its index. */
  let window = { index: 0, count: 0 };

  /** The window `at` falls in, counted from 0 at the fake's creation. */
  const windowOf = (at: number) => Math.floor((at - startedAt) / windowMs);

  /** Counts the request against its window: its x-ratelimit-* headers, and whether it is over the limit. */
  function countInWindow(at: number): { headers: Record<string, string>; over: boolean } | undefined {
    const limit = options.requestsPerWindow?.limit;
    if (limit === undefined) return undefined;
    const index = windowOf(at);
    if (index !== window.index) window = { index, count: 0 };
    window.count++;
    const resetMs = startedAt + (index + 1) * windowMs - at;
    return {
      over: window.count > limit,
      headers: {
        "x-ratelimit-limit-requests": String(limit),
        "x-ratelimit-remaining-requests": String(Math.max(0, limit - window.count)),
        "x-ratelimit-reset-requests": formatResetDuration(resetMs),
        ...(window.count > limit ? { "retry-after": String(Math.ceil(resetMs / MS_PER_SECOND)) } : {}),
      },
    };
  }

  async function handler(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const at = now();
    const body = request.method === "POST" ? await request.json().catch(() => undefined) : undefined;
    const record: RecordedRequest = {
      path: url.pathname,
      body,
      authorization: request.headers.get("authorization"),
      at,
      refused: false,
    };
    requests.push(record);
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    if (url.pathname.endsWith("/files/image.png")) {
      return new Response(new Uint8Array(options.imageBytes ?? ONE_PIXEL_PNG), {
        headers: { "content-type": "image/png" },
      });
    }
    const limited = countInWindow(at);
    const response = limited?.over
      ? Response.json({ error: { message: "Rate limit reached for requests", type: "requests" } }, {
        status: 429,
      })
      : answer(url, body);
    for (const [name, value] of Object.entries(limited?.headers ?? {})) response.headers.set(name, value);
    record.refused = response.status === 429;
    return response;
  }

  /** The answer to an API request within the limit. */
  function answer(url: URL, body: unknown): Response {
    if (rateLimitsLeft > 0) {
      rateLimitsLeft--;
      const headers: Record<string, string> = { "content-type": "application/json" };
      if (options.retryAfterSeconds !== undefined) headers["retry-after"] = String(options.retryAfterSeconds);
      return new Response(JSON.stringify({ error: { message: "Rate limit reached", type: "requests" } }), {
        status: 429,
        headers,
      });
    }
    if (failuresLeft > 0) {
      failuresLeft--;
      return Response.json({ error: { message: "The server is overloaded" } }, { status: 503 });
    }
    if (url.pathname.endsWith("/chat/completions")) {
      const messages = (body as { messages: { content: unknown }[] }).messages;
      const user = messages.at(-1)!.content;
      const prompt = typeof user === "string" ? user : JSON.stringify(user);
      const content = JSON.stringify(options.copy ?? copyFor(prompt));
      return Response.json({ choices: [{ message: { role: "assistant", content } }] });
    }
    if (url.pathname.endsWith("/images/generations")) {
      const answer = options.imageAnswer ?? "b64";
      if (answer === "url") return Response.json({ data: [{ url: `${url.origin}/files/image.png` }] });
      if (answer === "bad-base64") {
        return Response.json({ data: [{ b64_json: "iVBORw0KGgoAAAANSUhEUgAAAAEAA" }] });
      }
      const bytes = answer === "not-an-image"
        ? encoder.encode("<html>nope</html>")
        : options.imageBytes ?? ONE_PIXEL_PNG;
      return Response.json({ data: [{ b64_json: base64(bytes) }] });
    }
    return Response.json({ error: { message: `No route ${url.pathname}` } }, { status: 404 });
  }

  return {
    requests,
    /** The request window (requestsPerWindow) a time falls in, counted from 0 at the fake's creation. */
    windowOf,
    handler,
    /** A fetch that answers from the handler, for in-process tests. */
    fetch: ((input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        // Like a real fetch, give up as soon as the caller's signal aborts.
        const signal = init?.signal;
        if (signal?.aborted) return reject(signal.reason);
        signal?.addEventListener("abort", () => reject(signal.reason), { once: true });
        handler(new Request(input, init)).then(resolve, reject);
      })) as typeof fetch,
  };
}

export type FakeOpenAi = ReturnType<typeof createFakeOpenAi>;
