/**
 * One language per kit, in every file (issue 27, item 6): real kits, made through the app's routes by the real
 * offline provider (its copywriter and designer) on Auto with a browser's Accept-Language, in each of the 13
 * copy languages; then every file of each kit is fetched and its text read: the graphics, the story and link
 * preview, the SVGs, the print PDF, the guide PDF, event.ics, the formats ZIP the page asks for, and the page's
 * 'Download All Assets' ZIP (brand-guide.md, copy.txt and kit.json's copy and alt texts). Each fails on one
 * English word in a kit in another language, or on the event's date written any other way than the language's
 * one long form (formatEventDate).
 *
 * How the text is read: PDFs through pdf.js (their text and their Title and Subject), SVGs by their <title>
 * (the alt text), event.ics by its SUMMARY, DESCRIPTION and LOCATION, the text files as they are. The type on the
 * canvases is set as outlines, which no reader can turn back into words, so each canvas's lines are read from
 * the layout the designer made for that very file (the render or format call that made it, recorded on the way
 * through); an SVG is checked to be exactly that layout, so what is read is what the file shows.
 */
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import {
  FORMAT_NAMES,
  formatEventDate,
  formatFiles,
  GenerationRequestSchema,
  type KitResult,
  KitResultSchema,
  writtenLanguage,
} from "../../brandkit/web.ts";
import type { FormatService } from "../../brandkit/mod.ts";
import { createOfflineProvider } from "../../brandkit/providers/offline/mod.ts";
import { createRenderer, loadRenderAssets, type Renderer } from "../../brandkit/render/mod.ts";
import type { GraphicRequest } from "../../brandkit/render/renderer.ts";
import { type FormatJob, runFormatJob } from "../../brandkit/render-pool/mod.ts";
import { svgDocument } from "../../brandkit/documents/mod.ts";
import type { Design } from "../../brandkit/render/design.ts";
import { bankFor } from "../../brandkit/languages/phrases/mod.ts";
import { copyLanguageOf } from "../../brandkit/languages/language.ts";
import { GUIDE_DONTS, GUIDE_DOS } from "../../brandkit/languages/file-words/guide-lines.ts";
import { GUIDE_FONTS } from "../../brandkit/guide/guide.ts";
import { fileWords } from "../../brandkit/languages/file-words/mod.ts";
import { altTextWords } from "../../brandkit/languages/alt-text-words/mod.ts";
import { buildKitZip } from "../../client/archive/kit-zip.ts";
import { formatRequestFor } from "../../client/archive/format-request.ts";
import { readSvg } from "../support/format-readers.ts";
import { createTestApp, postJson } from "../support/test-app.ts";

/** Each language the copywriter writes, as a browser asks for it (Auto decides from Accept-Language). */
const BROWSER_TAGS = ["en-GB", "es", "fr", "de", "pt-PT", "it", "nl", "ja", "zh", "ko", "ar", "hi", "ru"];

/** An event whose name and place are no English words, so every English word found is ours. */
const EVENT = {
  customEventName: "Festa Azul",
  eventLocation: "Lisboa",
  eventDate: "2027-05-20",
  eventTime: "19:00",
  eventLink: "https://festa.example/azul",
};
/** The day the kits are made: the app's test clock (the event is over a year away). */
const TODAY_MS = Date.UTC(2026, 0, 1);

const ENGLISH_WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const ENGLISH_MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
/** The months' short forms, matched as written (capitalised), so "mar" (the sea) in Spanish is no month. */
const ENGLISH_SHORT_MONTHS = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Sept",
  "Oct",
  "Nov",
  "Dec",
];

/**
 * English words the copy and the files' own words could leak: the copy's common words and the words of every
 * file's headings, labels and notes (the guides, copy.txt, the print PDF's details).
 */
const COMMON_ENGLISH = [
  "the",
  "and",
  "with",
  "presenting",
  "join",
  "tickets",
  "ticket",
  "tonight",
  "today",
  "tomorrow",
  "save",
  "date",
  "night",
  "evening",
  "welcome",
  "invited",
  "celebrate",
  "party",
  "don't",
  "miss",
  "see",
  "you",
  "your",
  "our",
  "us",
  "at",
  "for",
  "from",
  "of",
  "on",
  "this",
  "next",
  "every",
  "event",
  "guide",
  "brand",
  "headline",
  "headlines",
  "tagline",
  "caption",
  "captions",
  "selected",
  "options",
  "colour",
  "colours",
  "color",
  "colors",
  "usage",
  "graphics",
  "generated",
  "yet",
  "white",
  "black",
  "fail",
  "grey",
  "dark",
  "light",
  "neutrals",
  "print",
  "bleed",
  "crop",
  "marks",
  "calendar",
  "names",
  "details",
  "places",
  "small",
  "short",
  "lines",
  "dates",
  "square",
  "tile",
  "link",
  "preview",
  "copy",
  "plain",
  "text",
  "what",
  "it",
  "is",
];

/** The words of a value's strings, in lower case ("don't" with a straight apostrophe). */
function wordsOf(value: unknown): string[] {
  const text = JSON.stringify(value);
  return (text.match(/[\p{L}'’]+/gu) ?? []).map((word) => word.replace(/’/g, "'").toLowerCase());
}

/**
 * Every English word a kit's files could leak: the English graphics' lines (each is English a graphic could
 * show), the files' own English words, the weekdays and months, and the copy's common words.
 */
const ENGLISH_WORDS = new Set(
  [
    ...wordsOf(bankFor("en").graphics),
    // The English words of the files' own headings, labels, notes, dos and don'ts (the file's notes are for
    // translators, in no kit's files).
    ...wordsOf(
      Object.entries({ ...fileWords("en"), dos: GUIDE_DOS, donts: GUIDE_DONTS })
        .filter(([key]) => key !== "notes" && key !== "language")
        .map(([, value]) => JSON.stringify(value).replace(/`[^`]*`/g, " ")),
    ),
    ...wordsOf(Object.entries(altTextWords("en")).filter(([key]) => key !== "language")),
    ...ENGLISH_WEEKDAYS,
    ...ENGLISH_MONTHS,
    ...COMMON_ENGLISH,
  ].map((word) => word.toLowerCase()).filter((word) => word.length > 1),
);

/**
 * Words a reader does not count: the visitor's own name and place, links, file names, code (the command in
 * backticks in brand-guide.md) and the guide's font names (in any case: the guide sets its labels in capitals).
 */
function withoutTheirs(text: string): string {
  let cleaned = text.replace(/https?:\/\/\S+/g, " ").replace(/`[^`\n]*`/g, " ")
    .replace(/[\w-]+\.(?:png|svg|pdf|ics|md|txt|json)\b/g, " ");
  for (const theirs of [EVENT.customEventName, EVENT.eventLocation, ...GUIDE_FONTS]) {
    cleaned = cleaned.replace(new RegExp(theirs, "giu"), " ");
  }
  // A hashtag is read word by word: #SaveTheDate is three English words.
  return cleaned.replace(
    /#([\p{L}\p{N}]+)/gu,
    (_, tag: string) => tag.replace(/(\p{Ll})(\p{Lu})/gu, "$1 $2"),
  );
}

/** Whole-word matches of `word` (letters, digits and apostrophes around it do not count as a word's edge). */
function hasWord(text: string, word: string, flags = "iu"): boolean {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/'/g, "['’]");
  return new RegExp(`(?<![\\p{L}\\p{N}'’])${escaped}(?![\\p{L}\\p{N}'’])`, flags).test(text);
}

/** Abbreviations and units every language writes as they are: "3 mm", "PDF", "SVG", "RGB", "Hex". */
const INTERNATIONAL = ["mm", "px", "ppi", "pdf", "svg", "rgb", "hex"];

/**
 * English words that are words of a kit language too, spelled the same: German "in", "Text", "Party"; Dutch
 * "of" (or), "is", "data"; Italian "come" (how), "ai" (to the), "date" (dates); Portuguese "do" (of the), "as"
 * (the), "use" (use!); French "date", "accent"; and loanwords the language's dictionary has ("Tickets", "kit",
 * "link", "Story", "Banner", "Layout", "Palette"). Nothing else counts as the language's own.
 */
const SHARED_WORDS: Readonly<Record<string, readonly string[]>> = {
  de: ["in", "an", "text", "details", "party", "tickets", "kit", "banner", "story", "layout", "palette"],
  nl: [
    "in",
    "is",
    "of",
    "data",
    "details",
    "accent",
    "contrast",
    "media",
    "tint",
    "tickets",
    "kit",
    "banner",
    "story",
    "poster",
  ],
  it: ["in", "come", "ai", "date", "link", "file", "post", "social", "kit", "banner", "palette"],
  pt: ["as", "do", "use", "data", "link", "kit", "banner", "story"],
  fr: ["date", "dates", "description", "accent", "palette", "kit", "story"],
  es: ["color", "kit", "banner"],
};

/** The English words in `text`, for a kit in `language`. */
function englishWordsIn(text: string, language: string): string[] {
  const own = new Set([...INTERNATIONAL, ...SHARED_WORDS[copyLanguageOf(language) ?? "en"] ?? []]);
  const cleaned = withoutTheirs(text);
  const found = [...ENGLISH_WORDS].filter((word) => !own.has(word) && hasWord(cleaned, word));
  found.push(...ENGLISH_SHORT_MONTHS.filter((month) => hasWord(cleaned, month, "u")));
  return found;
}

/** The zero of each numbering a kit may write digits in: Arabic-Indic, Eastern Arabic, Devanagari, full width. */
const ZEROS = [0x660, 0x6f0, 0x966, 0xff10];

/** Digits of those numberings as 0-9, so a date's numbers read the same in every numbering. */
function asciiDigits(text: string): string {
  return text.replace(/\p{Nd}/gu, (digit) => {
    const code = digit.codePointAt(0)!;
    const zero = ZEROS.find((first) => code >= first && code <= first + 9);
    return zero === undefined ? digit : String(code - zero);
  });
}

/**
 * The one form of the date, matched in any case and wherever a line breaks it (a guide's paragraph may wrap
 * inside it: "2027년 5월" / "20일").
 */
function datePattern(date: string, language: string): RegExp {
  const parts = [...lower(date, language)].map((char) =>
    /\s/.test(char) ? "\\s+" : char.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
  );
  return new RegExp(parts.join("\\s*"), "gu");
}

/** `text` in lower case, as `language` lowers it: the graphics set some lines in capitals. */
function lower(text: string, language: string): string {
  return text.toLocaleLowerCase(language);
}

/** The month of the event as `language` writes it in its long date ("mai", "5月", "мая"). */
function monthWord(isoDate: string, language: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  const formatter = new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" });
  const parts = formatter.formatToParts(new Date(Date.UTC(year, month - 1, day, 12)));
  const at = parts.findIndex((part) => part.type === "month");
  // A month written in figures ("5" of "2027年5月20日") is read with the word after it ("5月").
  return /^\p{Nd}+$/u.test(parts[at].value)
    ? parts[at].value + (parts[at + 1]?.value.trim() ?? "")
    : parts[at].value;
}

/**
 * Where `text` writes the event's date another way than `date`, the one long form: a numeric date, an English
 * month (outside English), the US form (in British English), or the language's month outside the long form.
 */
function otherDatesIn(text: string, date: string, language: string): string[] {
  const rest = lower(text, language).split(datePattern(date, language)).join(" ");
  const found: string[] = [];
  const numeric = asciiDigits(rest).match(/\b\d{1,4}[./-]\d{1,2}[./-]\d{1,4}\b/g);
  if (numeric) found.push(...numeric);
  if (!language.startsWith("en")) {
    found.push(...ENGLISH_MONTHS.filter((month) => hasWord(rest, month)));
  } else {
    const us = rest.match(
      /\b(?:january|february|march|april|may|june|july|august|september|october|november|december)\s+\d{1,2}\b/g,
    );
    if (us) found.push(...us);
    const ordinal = rest.match(/\b\d{1,2}(?:st|nd|rd|th)\b/g);
    if (ordinal) found.push(...ordinal);
  }
  const month = monthWord(EVENT.eventDate, language);
  if (/^\p{L}+$/u.test(month) ? hasWord(rest, month) : rest.includes(month)) found.push(month);
  const clock = rest.match(/\b\d{1,2}(?::\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.)/g);
  if (clock && !language.startsWith("en")) found.push(...clock.map((time) => `${time}" (English am/pm)`));
  return found;
}

/** The lines a design sets (each block's lines joined, as a reader reads them). */
function designText(renderer: Renderer, design: Design): string {
  const blocks = new Map<string, string[]>();
  for (const { block, line } of renderer.drawnText(design)) {
    blocks.set(block, [...blocks.get(block) ?? [], line]);
  }
  return [...blocks.values()].map((lines) => lines.join(" ")).join("\n");
}

/** The lines the designer set for each file, by its name ("kept/poster.png"). */
type Reading = Map<string, string[]>;

/** Where the text of the files being made goes; `label` tells the kit's own files from the posted ones. */
const recording = { label: "", reading: new Map() as Reading };

function record(file: string, text: string): void {
  const name = `${recording.label}${file}`;
  recording.reading.set(name, [...recording.reading.get(name) ?? [], text]);
}

/** The real designer and documents, in this thread, recording the lines each canvas and document sets. */
let services: Promise<{ renderer: Renderer; formats: FormatService }> | undefined;

function recordingServices() {
  services ??= loadRenderAssets((url) => Deno.readFile(url)).then((assets) => {
    const renderer = createRenderer(assets);
    const designs = new Map<string, Design>();
    /** The renderer as a job sees it, its layouts read as `file`'s text. */
    const recorded = (file: string): Renderer => ({
      ...renderer,
      async design(request: GraphicRequest) {
        const design = await renderer.design(request);
        record(file, designText(renderer, design));
        designs.set(`${recording.label}${file}`, design);
        return design;
      },
    });
    const formats: FormatService = {
      async render(request) {
        const bytes = await renderer.render(request);
        await recorded(`${request.kind}.png`).design(request);
        return bytes;
      },
      async format(job: FormatJob) {
        const file = job.format === "svg"
          ? `${job.request.kind}.svg`
          : job.format === "pdf"
          ? "poster-print.pdf"
          : job.format === "guide-pdf"
          ? "brand-guide.pdf"
          : job.format === "door-list-pdf"
          ? "door-list.pdf"
          : `${job.request.kind}.png`;
        const bytes = await runFormatJob(job, recorded(file));
        if (job.format === "svg") {
          // The file is exactly the layout read: its SVG, titled.
          const design = designs.get(`${recording.label}${file}`)!;
          const svg = svgDocument(await renderer.toSvg(design), job.request.size, { title: job.title });
          expect(new TextDecoder().decode(bytes), file).toBe(svg);
        }
        return bytes;
      },
    };
    return { renderer, formats };
  });
  return services;
}

type PdfItem = { str: string; dir: string; x: number; y: number };

/**
 * A PDF's text as a reader gets it, with its Title and Subject: pdf.js's items line by line (by baseline), each
 * line in reading order (tests/brandkit/documents/guide-scripts.test.ts reads the guide's lines the same way).
 */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const loaded = await pdfjs.getDocument({ data: bytes.slice(), verbosity: 0 }).promise;
  const lines: string[] = [];
  for (let number = 1; number <= loaded.numPages; number++) {
    const content = await (await loaded.getPage(number)).getTextContent();
    const byLine = new Map<number, PdfItem[]>();
    for (const item of content.items) {
      if (!("str" in item) || !item.str) continue;
      const key = Math.round(item.transform[5]);
      byLine.set(key, [...byLine.get(key) ?? [], {
        str: item.str,
        dir: item.dir,
        x: item.transform[4],
        y: item.transform[5],
      }]);
    }
    lines.push(...[...byLine.values()].map((line) => readingOrder(line.sort((a, b) => a.x - b.x))));
  }
  const info = (await loaded.getMetadata()).info as { Title?: string; Subject?: string; Keywords?: string };
  await loaded.destroy();
  return [info.Title ?? "", info.Subject ?? "", info.Keywords ?? "", ...lines].join("\n");
}

/**
 * pdf.js gives the runs of a mixed line left to right, each in its own reading order; a line whose first strong
 * run is right to left is read from its right end, its left-to-right runs (numbers, Latin) kept as they are.
 */
function readingOrder(visual: readonly PdfItem[]): string {
  const rightToLeft = visual.some((item) => item.dir === "rtl") &&
    [...visual].reverse().find((item) => item.str.trim())?.dir === "rtl";
  if (!rightToLeft) return visual.map((item) => item.str).join("");
  const runs: PdfItem[][] = [];
  const isSpace = (item: PdfItem) => !item.str.trim();
  const isLtrText = (run: PdfItem[] | undefined) =>
    run !== undefined && run[0].dir !== "rtl" && !isSpace(run[0]);
  for (const item of [...visual].reverse()) {
    const [last, before] = [runs.at(-1), runs.at(-2)];
    if (isSpace(item) || item.dir === "rtl") runs.push([item]);
    else if (isLtrText(last)) last!.unshift(item);
    else if (last && isSpace(last[0]) && isLtrText(before)) {
      runs.pop();
      before!.unshift(item, ...last);
    } else runs.push([item]);
  }
  return runs.map((run) => run.map((item) => item.str).join("")).join("");
}

/** The words of an .ics file a calendar shows: SUMMARY, DESCRIPTION and LOCATION, unfolded and unescaped. */
function icsText(text: string): string {
  const unfolded = text.replace(/\r?\n[ \t]/g, "");
  return unfolded.split(/\r?\n/).filter((line) => /^(SUMMARY|DESCRIPTION|LOCATION)[;:]/.test(line))
    .map((line) => line.slice(line.indexOf(":") + 1).replace(/\\([,;\\])/g, "$1").replace(/\\n/gi, "\n"))
    .join("\n");
}

/** The text a reader gets from a file, by its name. */
async function readFile(name: string, bytes: Uint8Array): Promise<string> {
  if (name.endsWith(".svg")) {
    const svg = readSvg(bytes);
    expect(svg.errors, name).toEqual([]);
    return svg.title ?? "";
  }
  if (name.endsWith(".pdf")) return await pdfText(bytes);
  if (name.endsWith(".ics")) return icsText(strFromU8(bytes));
  if (name.endsWith("/kit.json")) {
    const kit = JSON.parse(strFromU8(bytes));
    return [
      kit.selectedName,
      ...kit.eventNames,
      kit.headline,
      kit.tagline,
      kit.description,
      ...kit.socialCaptions,
      ...Object.values(kit.imageAlt ?? {}),
    ].join("\n");
  }
  if (name.endsWith(".png")) return "";
  return strFromU8(bytes);
}

/** The files whose text must write the event's date (where the date is, it is in the one form). */
const DATED =
  /^(?:kept|posted|zip)\/(?:poster|square|banner|story|link-preview)\.(?:png|svg)$|poster-print\.pdf$|brand-guide\.(?:pdf|md)$|copy\.txt$|kit\.json$|event\.ics$/;

type Made = { kit: KitResult; texts: Map<string, string> };

/** Makes a kit on Auto in a `tag` browser, and reads every file of it. */
async function makeAndRead(tag: string): Promise<Made> {
  const { formats } = await recordingServices();
  recording.reading = new Map();
  recording.label = "kept/";
  const aiProvider = createOfflineProvider(formats, { now: () => TODAY_MS });
  const { app } = await createTestApp({ aiProvider, formats });
  const made = await app.request("/api/kits", postJson(EVENT, { "Accept-Language": tag }));
  expect(made.status).toBe(200);
  const kit = KitResultSchema.parse(await made.json());
  const kept = await (await app.request(`/api/kits/${kit.id}`)).json();
  const request = GenerationRequestSchema.parse(kept.request);

  const files = new Map<string, Uint8Array>();
  const graphics = ["poster.png", "square.png", "banner.png"];
  const extras = formatFiles(FORMAT_NAMES, EVENT).map((file) => file.name);
  for (const name of [...graphics, ...extras]) {
    const response = await app.request(`/k/${kit.id}/files/${name}`);
    expect(response.status, name).toBe(200);
    files.set(`kept/${name}`, new Uint8Array(await response.arrayBuffer()));
  }

  // The same files of the kit unkept, as the page asks for them in one ZIP (from a browser in English).
  recording.label = "posted/";
  const body = formatRequestFor({ ...kit, id: undefined }, EVENT, extras);
  const posted = await app.request("/api/kits/formats", postJson(body, { "Accept-Language": "en-US" }));
  expect(posted.status).toBe(200);
  for (const [name, bytes] of Object.entries(unzipSync(new Uint8Array(await posted.arrayBuffer())))) {
    files.set(`posted/${name}`, bytes);
  }
  expect([...files.keys()].filter((name) => name.startsWith("posted/")).length).toBe(extras.length);

  // 'Download All Assets': the page's ZIP of the kit and every format.
  const zip = buildKitZip({
    kit,
    request,
    provider: "offline",
    images: Object.fromEntries(
      graphics.map((name) => [name.replace(".png", ""), files.get(`kept/${name}`)!]),
    ),
    formats: [...FORMAT_NAMES],
    formatFiles: Object.fromEntries(extras.map((name) => [name, files.get(`kept/${name}`)!])),
    nowMs: TODAY_MS,
  });
  const entries = unzipSync(zip);
  expect(Object.keys(entries)).toEqual(expect.arrayContaining(["copy.txt", "brand-guide.md", "kit.json"]));
  for (const [name, bytes] of Object.entries(entries)) files.set(`zip/${name}`, bytes);

  const texts = new Map<string, string>();
  for (const [name, bytes] of files) {
    // The ZIP holds the kept files: their lines are the kept files' layouts.
    const drawn = recording.reading.get(name.replace(/^zip\//, "kept/")) ?? [];
    texts.set(name, [await readFile(name, bytes), ...drawn].filter(Boolean).join("\n"));
  }
  return { kit, texts };
}

describe("one language per kit, in the text of every file", () => {
  it.each(BROWSER_TAGS)(
    "every file of a kit made on Auto in a %s browser is in that language, with one way of writing its date",
    async (tag) => {
      const { kit, texts } = await makeAndRead(tag);
      expect(kit.language).toBe(tag);
      const language = writtenLanguage(tag);
      const date = formatEventDate(EVENT.eventDate, language);

      const problems: Array<{ file: string; problem: string }> = [];
      for (const [file, text] of texts) {
        if (!text.trim()) {
          if (!file.endsWith(".png")) problems.push({ file, problem: "no text read" });
          continue;
        }
        if (DATED.test(file) && !datePattern(date, language).test(lower(text, language))) {
          problems.push({ file, problem: `no date written as "${date}"` });
        }
        for (const other of otherDatesIn(text, date, language)) {
          problems.push({ file, problem: `a date written as "${other}"` });
        }
        if (!language.startsWith("en")) {
          for (const word of englishWordsIn(text, language)) {
            const line = text.split("\n").find((candidate) =>
              hasWord(withoutTheirs(candidate), word, "iu")
            ) ??
              text.split("\n").find((candidate) => candidate.includes(word));
            problems.push({ file, problem: `English "${word}" in "${line?.slice(0, 160)}"` });
          }
        }
      }
      // Every graphic, canvas and document was read (the canvases through the layouts that made them).
      for (const name of ["kept/poster.png", "kept/story.png", "kept/link-preview.png", "posted/story.png"]) {
        expect(lower(texts.get(name) ?? "", language), name).toContain(lower(date, language));
      }
      expect(problems).toEqual([]);
    },
    90_000,
  );
});
