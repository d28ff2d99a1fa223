/**
 * door-list.pdf (issue 39, item 6), read back through independent readers (pdf-lib for the pages, pdf.js for
 * the text and where it is drawn): A4 pages numbered "page N of M", the guests in the order their language sorts
 * them, the head's totals in the language's plural forms, the boxes of guests already checked in ticked, names in
 * every script as real text, an Arabic list laid out from the right, and an empty list saying so.
 */
import { PDFDocument } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import {
  A4_PT,
  type DoorListGuest,
  doorListPdf,
  type DoorListPdfInput,
} from "../../../brandkit/documents/mod.ts";
import { DOOR_LIST_WORDS } from "../../../brandkit/documents/door-list-words.ts";
import { COPY_LANGUAGES } from "../../../brandkit/languages/registry.ts";
import { createRenderer, type Renderer } from "../../../brandkit/render/mod.ts";
import { renderAssets } from "../../support/render-assets.ts";
import { drawnBoxes, embeddedFonts, extractText, pageContent } from "../../support/pdf-readers.ts";

const GENERATED_AT = new Date("2026-12-12T17:45:00Z");
/** The footer's band: only the footer's text lies below it (the rows end at the 48 pt margin). */
const FOOTER_TOP_PT = 46;

let renderer: Renderer;
beforeAll(async () => {
  renderer = createRenderer(await renderAssets(), { readFile: (url) => Deno.readFile(url) });
});

const guest = (name: string, overrides: Partial<DoorListGuest> = {}): DoorListGuest => ({
  name,
  party: 1,
  companions: [],
  checkedIn: false,
  ...overrides,
});

const doorList = (input: Partial<DoorListPdfInput> & Pick<DoorListPdfInput, "guests">) =>
  doorListPdf({
    eventName: "Midsummer Night Market",
    when: "Saturday 12 December 2026, 19:00",
    language: "en",
    generatedAt: GENERATED_AT,
    typesetting: renderer.documentTypesetting(),
    ...input,
  });

/** Names whose order by code point is not their order by the language: accents, a stroke, lower case. */
const FIRST_NAMES = [
  "Zoë",
  "Émile",
  "ada",
  "Ørjan",
  "Chidi",
  "Bea",
  "Dmitri",
  "Farah",
  "Gus",
  "Ines",
  "Jun",
  "Kwame",
  "Lars",
  "Mei",
  "Nadia",
  "Oscar",
  "Priya",
  "Quinn",
  "Rosa",
  "Sven",
  "Tomás",
  "Ugo",
  "Vera",
  "Wen",
  "Yusuf",
];
const LAST_NAMES = [
  "Ångström",
  "Okafor",
  "Nakamura",
  "Schmidt",
  "Dupont",
  "Silva",
  "O'Brien",
  "García Márquez",
  "Lovelace",
  "Kowalski",
  "Haddad",
  "Ivanova",
  "Jensen",
  "Rossi",
  "Tanaka",
  "Weber",
  "Yilmaz",
  "Zhou",
  "Brennan",
  "Costa",
];

/** 500 different guests, parties of 1 to 5 with some companions named, every seventh already checked in. */
const FIVE_HUNDRED: DoorListGuest[] = Array.from({ length: 500 }, (_, index) => {
  const party = 1 + (index * 7) % 5;
  const named = Math.max(0, party - 1 - (index % 3 === 0 ? 1 : 0));
  return guest(`${FIRST_NAMES[index % 25]} ${LAST_NAMES[Math.floor(index / 25)]}`, {
    party,
    companions: Array.from({ length: named }, (_, at) => `Friend ${index}-${at + 1}`),
    checkedIn: index % 7 === 0,
  });
});

/** True when `names` stand in `text` in this order, each found after the one before. */
function inOrder(text: string, names: readonly string[]): boolean {
  let cursor = 0;
  for (const name of names) {
    const at = text.indexOf(` ${name} `, cursor);
    if (at < 0) return false;
    cursor = at + name.length;
  }
  return true;
}

/**
 * Text as the readers can give it back, without its spaces: pdf.js (and poppler) read a lam-alef ligature of a
 * right-to-left run with its two letters swapped ("الاسم" comes back "االسم"), so alef and lam are left out of the
 * comparison. The glyphs drawn are right; only their order in a reader's extracted text is not.
 */
const readable = (text: string) => text.replace(/[\sال]/g, "");

/** The ticks drawn: each is two white strokes over a filled box. */
function tickCount(document: PDFDocument): number {
  const strokes = document.getPages().map((_, index) =>
    pageContent(document, index).split("1 1 1 RG").length - 1
  );
  return strokes.reduce((sum, count) => sum + count, 0) / 2;
}

describe("doorListPdf()", () => {
  let bytes: Uint8Array;
  let pages: string[];
  beforeAll(async () => {
    bytes = await doorList({ guests: FIVE_HUNDRED });
    pages = (await extractText(bytes)).pages;
  });

  it("lays 500 guests out on A4 pages, each numbered 'Page N of M' with M the pages there are", async () => {
    const document = await PDFDocument.load(bytes);
    const count = document.getPageCount();
    // One-line rows, a page holds 25 to 30 of them; the companions' wrapped lines take a few more pages.
    expect(count).toBeGreaterThanOrEqual(Math.ceil(500 / 30));
    expect(count).toBeLessThanOrEqual(Math.ceil(500 / 20));
    for (const page of document.getPages()) {
      expect(page.getWidth()).toBeCloseTo(A4_PT.width, 1);
      expect(page.getHeight()).toBeCloseTo(A4_PT.height, 1);
    }
    expect(pages).toHaveLength(count);
    pages.forEach((text, index) => expect(text).toContain(`Page ${index + 1} of ${count}`));
  });

  it("lists every guest once, sorted by name as English sorts them, not by code point", () => {
    const text = ` ${pages.join(" ")} `;
    const names = FIVE_HUNDRED.map((one) => one.name);
    const sorted = [...names].sort(new Intl.Collator("en").compare);
    expect(sorted.slice(0, 2)).toEqual(["ada Ångström", "ada Brennan"]);
    expect(inOrder(text, sorted)).toBe(true);
    expect(inOrder(text, [...names].sort())).toBe(false);
    for (const name of names) expect(text.split(` ${name} `)).toHaveLength(2);
  });

  it("repeats the column titles on every page and heads only the first with the event, its date and the totals", () => {
    for (const text of pages) expect(text).toMatch(/NAME PARTY WITH/);
    expect(pages[0]).toContain("Midsummer Night Market Saturday 12 December 2026, 19:00");
    const people = FIVE_HUNDRED.reduce((sum, one) => sum + one.party, 0);
    expect(pages[0]).toContain(`500 guests · ${people.toLocaleString("en")} people`);
    expect(pages.slice(1).every((text) => !text.includes("500 guests"))).toBe(true);
    expect(pages[1]).toContain("Midsummer Night Market · DOOR LIST");
  });

  it("says when it was made, in the time zone given", async () => {
    expect(pages.at(-1)).toContain("As of Dec 12, 2026, 17:45 UTC");
    const newYork = await doorList({ guests: [guest("Ada")], timeZone: "America/New_York" });
    expect((await extractText(newYork)).pages[0]).toContain("As of Dec 12, 2026, 12:45 EST");
  });

  it("keeps every row inside its page, above the footer's band", async () => {
    for (const page of await drawnBoxes(bytes)) {
      for (const box of page.boxes) {
        expect(box.x0).toBeGreaterThanOrEqual(0);
        expect(box.x1).toBeLessThanOrEqual(page.width);
        expect(box.y1).toBeLessThanOrEqual(page.height);
        if (box.y0 < FOOTER_TOP_PT) expect(box.text ?? "").toMatch(/^(As of|Page) /);
      }
    }
  });

  it("ticks the boxes of the guests already checked in, and leaves the others empty to tick by hand", async () => {
    const checkedIn = FIVE_HUNDRED.filter((one) => one.checkedIn).length;
    expect(tickCount(await PDFDocument.load(bytes))).toBe(checkedIn);
    const none = await doorList({ guests: [guest("Ada"), guest("Bo")] });
    expect(tickCount(await PDFDocument.load(none))).toBe(0);
  });

  it("writes the totals in the language's plural forms", async () => {
    const totalsOf = async (language: DoorListPdfInput["language"], guests: DoorListGuest[]) =>
      (await extractText(await doorList({ language, guests }))).pages[0];
    expect(await totalsOf("en", [guest("Ada")])).toContain("1 guest · 1 person");
    const threeOfSeven = [guest("А", { party: 3 }), guest("Б", { party: 2 }), guest("В", { party: 2 })];
    expect(await totalsOf("ru", threeOfSeven)).toContain("3 гостя · 7 человек");
    expect(await totalsOf("ar", [guest("ليلى", { party: 2 })])).toContain("ضيف واحد");
  });

  it("shows the companions by name, wrapped onto more lines rather than cut, and the unnamed ones as +N", async () => {
    const companions = Array.from({ length: 8 }, (_, at) => `Companion Number ${at + 1} Longname-Fernández`);
    const document = await doorList({
      guests: [guest("Ada Lovelace", { party: 10, companions }), guest("Bo", { party: 3 })],
    });
    const text = (await extractText(document)).pages[0];
    for (const name of companions) expect(text).toContain(name);
    expect(text).toContain("+1");
    expect(text).toMatch(/Bo 3 \+2/);
    const [page] = await drawnBoxes(document);
    const companionLines = new Set(
      page.boxes.filter((box) => box.text?.includes("Companion")).map((box) => Math.round(box.y0)),
    );
    expect(companionLines.size).toBeGreaterThan(2);
  });

  it("sets a Japanese list in the Japanese face, its names reading back as typed", async () => {
    const names = ["山田 太郎", "佐藤 健", "鈴木 一郎"];
    const document = await doorList({
      eventName: "東京デザインウィーク 2027",
      when: "2026年12月12日（土）19:00",
      language: "ja",
      guests: names.map((name, index) => guest(name, { party: index + 1 })),
    });
    const text = (await extractText(document)).pages[0].replace(/\s+/g, "");
    for (const name of ["東京デザインウィーク2027", ...names.map((name) => name.replace(" ", ""))]) {
      expect(text).toContain(name);
    }
    expect(text).toContain("受付名簿");
    expect(text).toContain("3組（計6名）");
    expect(embeddedFonts(await PDFDocument.load(document)).some((font) => /^NotoSansJP-/.test(font))).toBe(
      true,
    );
  });

  it("lays an Arabic list out right to left: the boxes at the right edge, each name set against them", async () => {
    const document = await doorList({
      eventName: "مهرجان الربيع في عمّان",
      when: "السبت 12 ديسمبر 2026، 19:00",
      language: "ar",
      guests: [guest("محمد العلي", { party: 2, companions: ["فاطمة"] }), guest("ليلى خالد")],
    });
    const [page] = await drawnBoxes(document);
    const boxes = page.boxes.filter((box) =>
      box.kind === "path" && Math.abs(box.x1 - box.x0 - 11) < 1.5 && Math.abs(box.y1 - box.y0 - 11) < 1.5
    );
    expect(boxes).toHaveLength(2);
    for (const box of boxes) expect(box.x0).toBeGreaterThan(page.width * 0.9);
    const name = page.boxes.find((box) => box.text === "محمد العلي" || box.text === "يلعلا دمحم");
    expect(name).toBeDefined();
    expect(name!.x1).toBeLessThan(boxes[0].x0);
    expect(name!.x1).toBeGreaterThan(boxes[0].x0 - 20);
    const companion = page.boxes.find((box) => box.text?.includes("ةمطاف") || box.text?.includes("فاطمة"));
    expect(companion!.x1).toBeLessThan(page.width / 2);
    expect(embeddedFonts(await PDFDocument.load(document)).some((font) => /Arabic|Rubik/.test(font))).toBe(
      true,
    );
  });

  it("says on one page that nobody is on the list yet when no one is going", async () => {
    const document = await doorList({ language: "de", eventName: "Neon Nights", guests: [] });
    expect((await PDFDocument.load(document)).getPageCount()).toBe(1);
    const [text] = (await extractText(document)).pages;
    expect(text).toContain("Noch niemand auf der Liste.");
    expect(text).toContain("0 Gäste · 0 Personen");
    expect(text).toContain("Seite 1 von 1");
  });

  it("speaks each language BrandKit writes: its title, column titles and page numbers", async () => {
    for (const language of COPY_LANGUAGES) {
      const words = DOOR_LIST_WORDS[language];
      const document = await doorList({ language, guests: [guest("Ada", { party: 2, companions: ["Bo"] })] });
      const text = (await extractText(document)).pages[0].replace(/\s+/g, "");
      const expected = [words.title, words.name, words.party, words.with]
        .map((word) => word.toLocaleUpperCase(language))
        // The page number's words around the numbers (a reader gives mixed runs in its own order).
        .concat(words.pageOf.split(/\{pages?\}/));
      for (const word of expected) expect(readable(text), language).toContain(readable(word));
      if (language !== "en") expect(words.title, language).not.toBe(DOOR_LIST_WORDS.en.title);
    }
  });
});
