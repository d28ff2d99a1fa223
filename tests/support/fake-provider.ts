/**
 * A recording fake provider for tests: it answers from queues (or a default), records every call, and can be
 * told to fail. Lives beside the real providers so every test suite (core, routes, CLI) shares one fake.
 */
import type { AiProvider, ImageRequest, ImageResult, ObjectRequest } from "../../brandkit/provider.ts";
import type { KitText } from "../../brandkit/schemas.ts";

/** A tiny valid 1x1 PNG, the default image answer. */
export const ONE_PIXEL_PNG: Uint8Array = Uint8Array.from(
  atob(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==",
  ),
  (char) => char.charCodeAt(0),
);

/** Copy that satisfies the schema, the default object answer. */
export const SAMPLE_COPY: KitText = {
  eventNames: ["Neon Nights", "Glow Fest", "Midnight Pulse"],
  headline: "Dance Until the City Glows",
  tagline: "One night. Every colour.",
  description: "A night of light and sound in the heart of the city. Bring your friends and your best moves.",
  socialCaptions: [
    "The countdown is on. #NeonNights",
    "Tickets are live, grab yours now. #GlowFest",
    "See you on the dance floor. #MidnightPulse",
  ],
};

/**
 * A line in each language written in a script other than Latin: the default answer is in the language asked for,
 * as a real AI's would be, so a request in Japanese gets copy in Japanese (the generator checks the script).
 */
const SAMPLE_LINES: Readonly<Record<string, string>> = {
  ja: "街が光るまで踊ろう",
  zh: "跳舞直到城市发光",
  ko: "도시가 빛날 때까지 춤을",
  ar: "نرقص حتى تضيء المدينة",
  he: "רוקדים עד שהעיר זוהרת",
  hi: "शहर के चमकने तक नाचो",
  ru: "Танцуем, пока город светится",
  el: "Χορεύουμε ώσπου να λάμψει η πόλη",
  th: "เต้นจนเมืองเปล่งแสง",
};

/** SAMPLE_COPY in `language`'s script: SAMPLE_COPY itself for English and the other Latin-script languages. */
export function sampleCopyFor(language = "en"): KitText {
  const line = SAMPLE_LINES[language.split("-")[0].toLowerCase()];
  if (!line) return structuredClone(SAMPLE_COPY);
  return {
    eventNames: [...SAMPLE_COPY.eventNames],
    headline: line,
    tagline: line,
    description: line,
    socialCaptions: SAMPLE_COPY.socialCaptions.map((_, index) => `${line} ${index + 1}`),
  };
}

/** One queued answer: a value to return, an error to throw, or a function of the request. */
export type FakeAnswer<Request, Result> = Result | Error | ((request: Request) => Result | Promise<Result>);

export type FakeCall =
  | { method: "object"; request: ObjectRequest }
  | { method: "image"; request: ImageRequest };

export type FakeProvider = AiProvider & {
  /** Every call, in order. */
  readonly calls: FakeCall[];
  /** Queue answers for the next object() calls. */
  queueObject(...answers: FakeAnswer<ObjectRequest, unknown>[]): FakeProvider;
  /** Queue answers for the next image() calls. */
  queueImage(...answers: FakeAnswer<ImageRequest, ImageResult>[]): FakeProvider;
};

async function answer<Request, Result>(
  queue: FakeAnswer<Request, Result>[],
  fallback: FakeAnswer<Request, Result>,
  request: Request,
): Promise<Result> {
  const next = queue.length > 0 ? queue.shift()! : fallback;
  if (next instanceof Error) throw next;
  if (typeof next === "function") {
    return await (next as (request: Request) => Result | Promise<Result>)(request);
  }
  return next;
}

export type FakeProviderOptions = {
  /** @default SAMPLE_COPY, in the script of the request's language (sampleCopyFor) */
  object?: FakeAnswer<ObjectRequest, unknown>;
  /** @default ONE_PIXEL_PNG as bytes */
  image?: FakeAnswer<ImageRequest, ImageResult>;
  /** @default "fake" */
  name?: string;
};

/** A provider for tests that records calls and answers from queues, then from the defaults. */
export function createFakeProvider(options: FakeProviderOptions = {}): FakeProvider {
  const objectQueue: FakeAnswer<ObjectRequest, unknown>[] = [];
  const imageQueue: FakeAnswer<ImageRequest, ImageResult>[] = [];
  const calls: FakeCall[] = [];
  const provider: FakeProvider = {
    name: options.name ?? "fake",
    calls,
    object(request) {
      calls.push({ method: "object", request });
      // Optional chaining: tests hand the fake bare requests too.
      return answer(objectQueue, options.object ?? (() => sampleCopyFor(request.request?.language)), request);
    },
    image(request) {
      calls.push({ method: "image", request });
      return answer(imageQueue, options.image ?? { bytes: ONE_PIXEL_PNG, mimeType: "image/png" }, request);
    },
    queueObject(...answers) {
      objectQueue.push(...answers);
      return provider;
    },
    queueImage(...answers) {
      imageQueue.push(...answers);
      return provider;
    },
  };
  return provider;
}
