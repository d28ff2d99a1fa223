/**
 * A recording fake provider for tests: it answers from queues (or a default), records every call, and can be
 * told to fail. Lives beside the real providers so every test suite (core, routes, CLI) shares one fake.
 */
import type { AiProvider, ImageRequest, ObjectRequest } from "../../brandkit/generation/provider.ts";
import type { ImageResult } from "../../brandkit/images/exact-image.ts";
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
 * Copy with no fault the copy lint (brandkit/copy-fit) finds for a plain request (no time, no link, any vibes):
 * no day-part, ticket, nightlife, party, drink or dress-code word, no word said twice, and hashtags made only from
 * its names. Tests about something else than the lint (call order, rate limits, batches) answer with it, so an AI
 * provider is asked for the copy once. SAMPLE_COPY, which has faults for most requests, is asked again.
 */
export const FITTING_COPY: KitText = fittingCopyFor();

/** `name` as the lint allows it for a hashtag: "#" and its words capitalised and joined ("#ColorField"). */
function tagOf(name: string): string {
  const words = name.split(/[^\p{L}\p{M}\p{Nd}]+/u).filter(Boolean);
  return `#${words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join("")}`;
}

/**
 * FITTING_COPY for a request called `customName` (kept whole and first in every name, as the lint asks) and
 * written in `language`: English, or Japanese for the tests of a language written in another script.
 */
export function fittingCopyFor(customName?: string, language: "en" | "ja" = "en"): KitText {
  if (language === "ja") {
    const names = customName
      ? [customName, `${customName} スペシャル`, `${customName} 2027`]
      : ["色の広場", "光のアトリエ", "ひらめきの庭"];
    return {
      eventNames: names,
      headline: "仲間と集まろう",
      tagline: "新しいアイデアを持ち寄って",
      description: "街の真ん中で、色と出会う集まりです。気軽に参加してください。",
      socialCaptions: [
        `日付を覚えておいてね ${tagOf(names[0])}`,
        `友だちを誘ってね ${tagOf(names[1])}`,
        `会場で会いましょう ${tagOf(names[2])}`,
      ],
    };
  }
  const names = customName
    ? [customName, `${customName} Live`, `${customName} Together`]
    : ["Color Field", "Open Studio", "Common Ground"];
  return {
    eventNames: names,
    headline: "Made for Good Company",
    tagline: "Bring a friend and an idea.",
    description:
      "A gathering of bright colour in the heart of the city. Come as you are and meet new people.",
    socialCaptions: [
      `Save the date. ${tagOf(names[0])}`,
      `Bring a friend along. ${tagOf(names[1])}`,
      `See you there. ${tagOf(names[2])}`,
    ],
  };
}

/** An object answer for createFakeProvider: fittingCopyFor the request's custom name (English). */
export function fittingCopyOf(request: ObjectRequest): KitText {
  return fittingCopyFor(request.request?.customEventName);
}

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
