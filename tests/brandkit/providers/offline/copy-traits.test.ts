/**
 * The kinds of event whose guests are invited one by one (a wedding, a birthday, a memorial: the "invited"
 * trait) and the solemn ones (a memorial, a service) over every copy language (issue 36): no caption saves a
 * spot, grabs tickets or brings a friend; once past, a solemn kind's copy never cheers ("it was the best!",
 * "what a night"); and no field of any kit keeps a slot empty. Kits from a grid of every such kind, name, date
 * and seed, then from the request corpus with the kind in the vibes. The phrases are _language-rules.ts's,
 * written apart from the banks, and each is shown to catch the banks' shared lines first.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { COPY_LANGUAGES, type CopyLanguage } from "../../../../brandkit/languages/registry.ts";
import { kindMarkers } from "../../../../brandkit/languages/kind-markers/mod.ts";
import { phraseBank } from "../../../../brandkit/languages/phrases/mod.ts";
import { EVENT_KINDS, type EventKind } from "../../../../brandkit/kinds/event-kinds.ts";
import { copyContextOf, lintCopy } from "../../../../brandkit/copy-fit/mod.ts";
import { GenerationRequestSchema, type KitText } from "../../../../brandkit/schemas.ts";
import { writeOfflineCopy } from "../../../../brandkit/providers/offline/mod.ts";
import { addDays, corpusCase } from "./_corpus.ts";
import { CORPUS_TODAY } from "./_tone-corpus.ts";
import { BOOKING_PHRASES, PARTY_PHRASES } from "./_language-rules.ts";

const INVITED = EVENT_KINDS.filter((kind) => kind.traits.includes("invited"));
const SOLEMN = EVENT_KINDS.filter((kind) => kind.traits.includes("solemn"));
/** Days from today: undated, long past, yesterday, today, this week, months away. */
const OFFSETS = [undefined, -30, -1, 0, 3, 90] as const;
const SEEDS = [1, 42] as const;
/** Property runs over the request corpus; COPY_TRAITS_RUNS overrides. */
const CORPUS_RUNS = Number(Deno.env.get("COPY_TRAITS_RUNS") ?? 400);

/** The kind's first word in `language`, as a visitor types it among the vibes. */
function kindWord(language: CopyLanguage, kind: EventKind): string {
  return kindMarkers(language).kinds[kind.id].words[0];
}

/** Every field of a kit but its names, each with where it is. */
function fields(copy: KitText): Array<[string, string]> {
  return [
    ["headline", copy.headline],
    ["tagline", copy.tagline],
    ["description", copy.description],
    ...copy.socialCaptions.map((caption, index): [string, string] => [`socialCaptions[${index}]`, caption]),
  ];
}

/** A kit with the kind its request tells (its name may tell another than its vibes) and its empty slots. */
type Kit = { language: CopyLanguage; kind: EventKind | null; past: boolean; copy: KitText; empty: string[] };

/** The kit for `input` in `language`, or undefined for a request the schema refuses. */
function kitOf(
  language: CopyLanguage,
  input: Record<string, unknown>,
  seed: number,
  today: string | undefined,
): Kit | undefined {
  const parsed = GenerationRequestSchema.safeParse({ ...input, language });
  if (!parsed.success) return undefined;
  const request = parsed.data;
  const copy = writeOfflineCopy(request, seed, today);
  const empty = lintCopy(copy, request, language).filter((fault) => fault.kind === "empty-slot")
    .map((fault) => `${fault.field} ${fault.message}`);
  const date = request.eventDate;
  const past = Boolean(date && today && date < today);
  return { language, kind: copyContextOf(request, language).kind, past, copy, empty };
}

/** The grid: every language, invited kind, name (none, the kind's, a couple's), date, place, link and seed. */
function gridKits(): Kit[] {
  const kits: Kit[] = [];
  for (const language of COPY_LANGUAGES) {
    for (const kind of INVITED) {
      const word = kindWord(language, kind);
      const titled = `${word.replace(/^\p{Ll}/u, (letter) => letter.toUpperCase())} Lisboa`;
      for (const [index, offset] of OFFSETS.entries()) {
        for (const name of [undefined, titled, "Ana & Rui"]) {
          for (const seed of SEEDS) {
            const input = {
              vibes: [word],
              customEventName: name,
              eventLocation: index % 2 === 0 ? "Lisboa" : undefined,
              eventDate: offset === undefined ? undefined : addDays(CORPUS_TODAY, offset),
              eventLink: index === 5 ? "https://example.com/e" : undefined,
            };
            const kit = kitOf(language, input, seed * 7919 + index, CORPUS_TODAY);
            if (kit) kits.push(kit);
          }
        }
      }
    }
  }
  return kits;
}

/**
 * What is wrong with a kit: a slot left empty, a booking line for guests invited one by one, a cheer once a
 * solemn occasion is past.
 */
function problemsOf(kit: Kit): string[] {
  const { language, kind, past, copy } = kit;
  const where = `${language} ${kind?.id ?? "event"}${past ? " (past)" : ""}`;
  const problems = kit.empty.map((fault) => `${where}: ${fault}`);
  const invited = kind?.traits.includes("invited") ?? false;
  const solemn = kind?.traits.includes("solemn") ?? false;
  for (const [field, text] of fields(copy)) {
    const booking = invited ? BOOKING_PHRASES[language].exec(text) : null;
    if (booking) problems.push(`${where}: ${field} says "${booking[0]}": ${text}`);
    const party = solemn && past ? PARTY_PHRASES[language].exec(text) : null;
    if (party) problems.push(`${where}: ${field} cheers "${party[0]}": ${text}`);
  }
  return problems;
}

describe("the phrases the traits' tests look for", () => {
  it.each(COPY_LANGUAGES.filter((language) => language !== "en"))(
    "catch the %s bank's shared booking and party lines, which kinds without the traits still say",
    (language) => {
      const { captions, recap } = phraseBank(language).copy!;
      expect([...captions.invite, ...captions.closing].join("\n")).toMatch(BOOKING_PHRASES[language]);
      const cheers = [
        ...recap.hooks,
        ...recap.headlines,
        ...recap.taglines,
        ...recap.relive,
        ...recap.closing,
      ];
      expect(cheers.join("\n")).toMatch(PARTY_PHRASES[language]);
    },
  );

  it("catch English's shared lines, which an open event still says", () => {
    const ahead = GenerationRequestSchema.parse({ vibes: ["festival"], eventDate: "2027-06-18" });
    const past = GenerationRequestSchema.parse({ vibes: ["party"], eventDate: "2027-01-10" });
    const seeds = [1, 2, 3, 4, 5, 6, 7, 8];
    const captions = seeds.flatMap((seed) => writeOfflineCopy(ahead, seed, CORPUS_TODAY).socialCaptions);
    const recaps = seeds.flatMap((seed) => fields(writeOfflineCopy(past, seed, CORPUS_TODAY)));
    expect(captions.join("\n")).toMatch(BOOKING_PHRASES.en);
    expect(recaps.map(([, text]) => text).join("\n")).toMatch(PARTY_PHRASES.en);
  });
});

describe("the kinds' traits, in every language", () => {
  it("are a wedding's, a birthday's and a memorial's (invited), and a memorial's and a service's (solemn)", () => {
    expect(INVITED.map((kind) => kind.id)).toEqual(
      expect.arrayContaining(["wedding", "birthday", "memorial"]),
    );
    expect(INVITED.map((kind) => kind.id)).not.toContain("festival");
    expect(SOLEMN.map((kind) => kind.id).sort()).toEqual(["memorial", "religious"]);
    for (const kind of SOLEMN) expect(kind.traits).toContain("invited");
  });

  const kits = gridKits();
  const solemnPast = kits.filter((kit) => kit.past && kit.kind?.traits.includes("solemn"));

  it(`say no booking line to guests invited one by one, never cheer once a solemn occasion is past, and leave no slot empty (${kits.length} kits)`, () => {
    expect(kits.length).toBe(COPY_LANGUAGES.length * INVITED.length * OFFSETS.length * 3 * SEEDS.length);
    // The grid's kits are of the kinds they were made for, past solemn ones among them, in every language.
    expect(kits.filter((kit) => kit.kind?.traits.includes("invited")).length).toBeGreaterThan(
      kits.length * 0.9,
    );
    expect(new Set(solemnPast.map((kit) => kit.language)).size).toBe(COPY_LANGUAGES.length);
    expect(kits.flatMap(problemsOf)).toEqual([]);
  });

  it(
    `keep to it over ${CORPUS_RUNS} requests of the corpus (names, places, links, dates), the kind in the vibes`,
    () => {
      const traited = fc.record({
        base: corpusCase,
        language: fc.constantFrom(...COPY_LANGUAGES),
        kind: fc.constantFrom(...INVITED),
      });
      fc.assert(
        fc.property(traited, ({ base, language, kind }) => {
          const input = {
            vibes: [kindWord(language, kind), ...base.vibes],
            customEventName: base.customEventName,
            eventLocation: base.eventLocation,
            eventLink: base.eventLink,
            eventDate: base.offset === undefined ? undefined : addDays(base.today, base.offset),
          };
          const kit = kitOf(language, input, base.seed, base.knowsToday ? base.today : undefined);
          fc.pre(kit !== undefined);
          expect(problemsOf(kit!)).toEqual([]);
        }),
        { numRuns: CORPUS_RUNS },
      );
    },
    120_000,
  );
}, 120_000);
