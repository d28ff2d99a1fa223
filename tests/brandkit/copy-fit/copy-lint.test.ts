/**
 * The copy lint over thousands of offline kits (issue 27): every kind of event in every copy language, with and
 * without a time (morning and evening), vibes, a custom name, a date and a link. Each kind of fault must be
 * absent: a word the kind never says, a day part against the time, English inside another language, a mangled
 * name, a repeated content word, an invented hashtag.
 */
import { describe, expect, it } from "vitest";
import { COPY_LANGUAGES, type CopyLanguage } from "../../../brandkit/languages/registry.ts";
import { KIND_IDS, type KindId } from "../../../brandkit/languages/kind-ids.ts";
import { kindMarkers } from "../../../brandkit/languages/kind-markers/mod.ts";
import { type CopyFault, FAULT_KINDS, lintCopy } from "../../../brandkit/copy-fit/mod.ts";
import { type GenerationRequestInput, GenerationRequestSchema } from "../../../brandkit/schemas.ts";
import { writeOfflineCopy } from "../../../brandkit/providers/offline/mod.ts";

const TODAY = "2027-03-01";
const MOOD_VIBES = [
  "elegant",
  "minimal",
  "neon",
  "playful",
  "rustic",
  "festive",
  "corporate",
  "retro",
  "bold",
];
const TIMES = [undefined, "08:00", "20:00"] as const;
const PLACES = ["Lisboa", "Riverside Park", "東京", "Berlin, Mitte"];

/** The first word of the kind in `language`, title-cased, as an organiser would put it in a name. */
function kindWord(language: CopyLanguage, kind: KindId): string {
  return kindMarkers(language).kinds[kind].words[0];
}

function titled(text: string): string {
  return text.replace(/(^|\s)(\p{L})/gu, (_, space, letter) => `${space}${letter.toUpperCase()}`);
}

/** The grid of requests for one language: 31 kinds (and none) x 3 times x 2 vibes x 2 names x 2 dates. */
function requestsFor(language: CopyLanguage): GenerationRequestInput[] {
  const requests: GenerationRequestInput[] = [];
  let count = 0;
  for (const kind of [...KIND_IDS, null]) {
    for (const time of TIMES) {
      for (const withMood of [false, true]) {
        for (const named of [false, true]) {
          for (const dated of [false, true]) {
            count++;
            const mood = MOOD_VIBES[count % MOOD_VIBES.length];
            const word = kind ? kindWord(language, kind) : undefined;
            const place = PLACES[count % PLACES.length];
            requests.push({
              language,
              vibes: [...(word ? [word] : []), ...(withMood ? [mood] : [])],
              customEventName: named
                ? (word ? `${titled(word)} ${place.split(",")[0]}` : `Meet ${place}`)
                : undefined,
              eventTime: time,
              eventDate: dated ? (count % 3 === 0 ? "2027-03-03" : "2027-06-18") : undefined,
              eventLocation: dated || count % 2 === 0 ? place : undefined,
              eventLink: dated && count % 4 !== 1 ? "https://example.com/e" : undefined,
            });
          }
        }
      }
    }
  }
  return requests;
}

function lintAll(language: CopyLanguage) {
  const faults = new Map<string, string[]>();
  const requests = requestsFor(language);
  requests.forEach((input, index) => {
    const request = GenerationRequestSchema.parse(input);
    const copy = writeOfflineCopy(request, index * 7919 + 1, TODAY);
    for (const fault of lintCopy(copy, request, language)) {
      const list = faults.get(fault.kind) ?? [];
      list.push(describe1(fault, input, copy.eventNames[0]));
      faults.set(fault.kind, list);
    }
  });
  return { count: requests.length, faults };
}

function describe1(fault: CopyFault, input: GenerationRequestInput, name: string): string {
  return `${fault.field}: ${fault.message} [${name} · ${input.vibes?.join(",")} · ${
    input.eventTime ?? "no time"
  }]`;
}

describe.each(COPY_LANGUAGES)("the offline copy in %s", (language) => {
  it("has no fault of any kind over every kind, time, vibe, name, date and link", () => {
    const { count, faults } = lintAll(language);
    expect(count).toBeGreaterThanOrEqual(5000 / COPY_LANGUAGES.length);
    const summary = Object.fromEntries(
      FAULT_KINDS.map((kind) => [kind, faults.get(kind)?.slice(0, 8) ?? []]),
    );
    expect(summary).toEqual(Object.fromEntries(FAULT_KINDS.map((kind) => [kind, []])));
  });
});
