/**
 * The request limit an OpenAI-compatible API reports in x-ratelimit-*-requests: its reset durations parsed, the
 * provider telling its caller of each answer's window, and the fake API's fixed windows the CLI's tests rely on.
 */
import { describe, expect, it } from "vitest";
import { createOpenAiProvider } from "../../../../brandkit/providers/openai/mod.ts";
import {
  parseResetDuration,
  type RequestWindow,
  requestWindowOf,
} from "../../../../brandkit/providers/openai/_rate-limit-headers.ts";
import { createFakeOpenAi, formatResetDuration } from "../../../support/fake-openai-server.ts";
import { ErrorCode, generateKit, GenerationRequestSchema } from "../../_fixtures.ts";

const STARTED_AT_MS = Date.UTC(2026, 10, 21, 12);
const WINDOW_MS = 3_000;

describe("parseResetDuration()", () => {
  const cases: [string, number | undefined][] = [
    ["1s", 1_000],
    ["20ms", 20],
    ["6m0s", 360_000],
    ["1m30.5s", 90_500],
    ["8.64s", 8_640],
    ["1h2m3s", 3_723_000],
    ["0s", 0],
    ["1.5ms", 1.5],
    ["250µs", 0.25],
    [" 2s ", 2_000],
    ["", undefined],
    ["2", undefined],
    ["s", undefined],
    ["2 s", undefined],
    ["-1s", undefined],
    ["1d", undefined],
    ["1s later", undefined],
  ];
  for (const [text, ms] of cases) {
    it(`reads ${JSON.stringify(text)} as ${ms === undefined ? "no duration" : `${ms} ms`}`, () => {
      expect(parseResetDuration(text)).toBe(ms);
    });
  }

  it("reads back every duration the fake API writes", () => {
    for (const ms of [1, 20, 999, 1_000, 2_345, 59_999, 60_000, 360_000, 61_500]) {
      expect(parseResetDuration(formatResetDuration(ms))).toBe(ms);
    }
  });
});

describe("requestWindowOf()", () => {
  const window = (limit: string, remaining: string, reset: string) => ({
    "x-ratelimit-limit-requests": limit,
    "x-ratelimit-remaining-requests": remaining,
    "x-ratelimit-reset-requests": reset,
  });
  const cases: [string, Record<string, string>, RequestWindow | undefined][] = [
    ["all three headers", window("500", "499", "120ms"), { limit: 500, remaining: 499, resetSeconds: 0.12 }],
    ["a used-up window", window("6", "0", "2.5s"), { limit: 6, remaining: 0, resetSeconds: 2.5 }],
    ["a minute's window", window("10000", "9999", "6m0s"), {
      limit: 10_000,
      remaining: 9_999,
      resetSeconds: 360,
    }],
    [
      "no limit header",
      { "x-ratelimit-remaining-requests": "0", "x-ratelimit-reset-requests": "1s" },
      undefined,
    ],
    [
      "no remaining header",
      { "x-ratelimit-limit-requests": "6", "x-ratelimit-reset-requests": "1s" },
      undefined,
    ],
    [
      "no reset header",
      { "x-ratelimit-limit-requests": "6", "x-ratelimit-remaining-requests": "0" },
      undefined,
    ],
    ["an unreadable reset", window("6", "0", "soon"), undefined],
    ["a remaining that is not a count", window("6", "-1", "1s"), undefined],
    [
      "only the token limit",
      { "x-ratelimit-remaining-tokens": "0", "x-ratelimit-reset-tokens": "1s" },
      undefined,
    ],
  ];
  for (const [what, headers, expected] of cases) {
    it(`reads ${what} as ${expected ? JSON.stringify(expected) : "no window"}`, () => {
      expect(requestWindowOf(new Headers(headers))).toEqual(expected);
    });
  }
});

/** The provider against a fake limited to `limit` requests a window, on a clock the test moves. */
function setUp(limit: number) {
  let clock = STARTED_AT_MS;
  const api = createFakeOpenAi({ requestsPerWindow: { limit, windowMs: WINDOW_MS }, now: () => clock });
  const windows: RequestWindow[] = [];
  const sleeps: number[] = [];
  const provider = createOpenAiProvider({
    apiKey: "sk-test",
    baseUrl: "http://fake-openai.test/v1",
    fetch: api.fetch,
    sleep: (ms) => {
      sleeps.push(ms);
      clock += ms;
      return Promise.resolve();
    },
    random: () => 0,
    now: () => clock,
    onRequestWindow: (window) => windows.push(window),
  });
  return { api, provider, windows, sleeps, advance: (ms: number) => void (clock += ms) };
}

const request = GenerationRequestSchema.parse({ customEventName: "Glow Fest", vibes: ["neon"] });

describe("the OpenAI-compatible provider's request windows", () => {
  it("tells its caller the window each answer reports", async () => {
    const { provider, windows, advance } = setUp(4);
    advance(500);
    const kit = await generateKit(request, { provider, now: () => STARTED_AT_MS });
    expect(kit.imageError).toBeUndefined();
    expect(windows).toEqual([3, 2, 1, 0].map((remaining) => ({ limit: 4, remaining, resetSeconds: 2.5 })));
  });

  it("hands a 429 to a caller that counts the window at once, with the service's wait, instead of retrying it", async () => {
    const { api, provider, windows, sleeps, advance } = setUp(1);
    advance(1_200);
    const kit = await generateKit(request, { provider, now: () => STARTED_AT_MS });
    expect(kit.imageError).toEqual({
      code: ErrorCode.RATE_LIMIT_EXCEEDED,
      message: "Rate limit exceeded. Please wait 2s before trying again.",
      retryAfter: 2,
    });
    expect(sleeps).toEqual([]);
    expect(api.requests.map((call) => call.refused)).toEqual([false, true]);
    expect(windows).toEqual([
      { limit: 1, remaining: 0, resetSeconds: 1.8 },
      { limit: 1, remaining: 0, resetSeconds: 1.8 },
    ]);
  });

  it("still retries a 429 itself for callers that do not count the window", async () => {
    let clock = STARTED_AT_MS;
    const api = createFakeOpenAi({ requestsPerWindow: { limit: 1, windowMs: WINDOW_MS }, now: () => clock });
    clock += 1_200;
    const sleeps: number[] = [];
    const provider = createOpenAiProvider({
      apiKey: "sk-test",
      baseUrl: "http://fake-openai.test/v1",
      fetch: api.fetch,
      sleep: (ms) => {
        sleeps.push(ms);
        clock += ms;
        return Promise.resolve();
      },
      now: () => clock,
    });
    const kit = await generateKit(request, { provider, now: () => STARTED_AT_MS });
    expect(kit.imageError).toBeUndefined();
    // One request a window: each graphic is refused once and tried again when the next window begins.
    expect(sleeps).toEqual([2_000, 3_000, 3_000]);
  });
});

describe("the fake OpenAI API's request windows", () => {
  it("answers the first `limit` requests of a window, refuses the rest until the next, and says so in headers", async () => {
    let clock = STARTED_AT_MS;
    const api = createFakeOpenAi({ requestsPerWindow: { limit: 2, windowMs: WINDOW_MS }, now: () => clock });
    const call = async () => {
      const response = await api.fetch("http://fake-openai.test/v1/images/generations", {
        method: "POST",
        body: JSON.stringify({ prompt: "p" }),
      });
      await response.body?.cancel();
      const header = (name: string) => response.headers.get(name);
      return [
        response.status,
        header("x-ratelimit-limit-requests"),
        header("x-ratelimit-remaining-requests"),
        header("x-ratelimit-reset-requests"),
        header("retry-after"),
      ];
    };
    clock += 700;
    expect(await call()).toEqual([200, "2", "1", "2.3s", null]);
    expect(await call()).toEqual([200, "2", "0", "2.3s", null]);
    clock += 1_500;
    expect(await call()).toEqual([429, "2", "0", "800ms", "1"]);
    clock += 800;
    expect(await call()).toEqual([200, "2", "1", "3s", null]);
    expect(api.requests.map((call) => [call.at - STARTED_AT_MS, call.refused])).toEqual([
      [700, false],
      [700, false],
      [2_200, true],
      [3_000, false],
    ]);
  });
});
