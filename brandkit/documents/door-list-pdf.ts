/**
 * door-list.pdf: the going guests as a list to print and tick at the door (issue 39, item 6). A4 portrait, the
 * guests sorted by name as their language sorts them, one row each: a box to tick with a pen (already ticked for
 * a guest the app checked in), the name, the party and the companions' names, wrapped and never cut. The first
 * page opens with the event's name, its date line and the totals; every page repeats the column titles and says
 * "page N of M" and when the list was made. A right-to-left language lays the columns out from the right. Text
 * is set by the brand guide's typesetter (_guide-shaped-type.ts: the type engine's faces, Noto by script,
 * shaped, embedded as subsets), so a name in any script prints as it was typed.
 */
import { PDFDocument, type PDFPage } from "pdf-lib";
import type { DocumentTypesetting } from "../type/mod.ts";
import { fillWords, upperIn } from "../guide/guide-words.ts";
import { isRightToLeft, type WrittenLanguage } from "../languages/language.ts";
import { drawMarks, type GuideMark } from "./_guide-flow.ts";
import { A4_PT, CONTENT_BOTTOM_PT, CONTENT_WIDTH_PT, INK, MARGIN_PT, MUTED } from "./_guide-page.ts";
import { createShapedTypesetter } from "./_guide-shaped-type.ts";
import { fitSize, type GuideFace, pdfColor, type Typesetter } from "./_guide-type.ts";
import { countIn, type DoorListWords, doorListWordsFor } from "./door-list-words.ts";
import { PDF_PRODUCER } from "./poster-print.ts";

export type DoorListGuest = { name: string; party: number; companions: string[]; checkedIn: boolean };

export type DoorListPdfInput = {
  /** The kit's event name, in any script. */
  eventName: string;
  /** The event's date line, already written in the language: "Saturday 12 December 2026, 19:00". */
  when?: string;
  /** The kit's written language: the list's words, the order of the names and the way it reads. */
  language: WrittenLanguage;
  /** The going guests (the caller filters and validates them), in any order. */
  guests: DoorListGuest[];
  /** When the list was made: printed small in the footer. */
  generatedAt: Date;
  /** The IANA time zone `generatedAt` is written in (the event's). @default "UTC" */
  timeZone?: string;
  /**
   * The renderer's type engine (renderer.documentTypesetting()), as the brand guide PDF takes it: the faces
   * that draw every script, the subsetter and the emoji.
   */
  typesetting: DocumentTypesetting;
};

/** A column of the list: where it starts from the content box's reading-start edge, and how wide it is. */
type Column = { start: number; width: number };
type Columns = { box: Column; name: Column; party: Column; with: Column };

/** One guest's row, laid out: its lines and its height. */
type Row = { guest: DoorListGuest; nameLines: string[]; withLines: string[]; height: number };

/** A tick drawn in a checked-in guest's box. */
type Tick = { x: number; y: number; size: number };
type PageMarks = { marks: GuideMark[]; ticks: Tick[] };

const BOX_PT = 11;
const BOX_BORDER_PT = 0.9;
const COLUMN_GAP_PT = 14;
const NAME_COLUMN_PT = 190;
const NAME_SIZE_PT = 10.5;
const WITH_SIZE_PT = 8.5;
const PARTY_SIZE_PT = 10;
const NAME_LEADING = 1.3;
const WITH_LEADING = 1.4;
/** Space above a row's first line and below its last. */
const ROW_PAD_PT = 6;
/** What a line's letters reach below its baseline, over its size. */
const DESCENT = 0.28;
const TITLE_SIZE_PT = 8;
const EVENT_SIZE_PT = 22;
const EVENT_MIN_SIZE_PT = 14;
const DETAIL_SIZE_PT = 10;
const HEADING_SIZE_PT = 7.5;
const RUNNING_SIZE_PT = 8;
const FOOTER_SIZE_PT = 7.5;
/** Baseline of the footer, points from the page's bottom (below the content box, as in the brand guide). */
const FOOTER_BASELINE_PT = 28;
const TOP_PT = A4_PT.height - MARGIN_PT;

/** The guests in the order `language` sorts their names (Intl.Collator); equal names keep their order. */
function sortedGuests(guests: readonly DoorListGuest[], language: WrittenLanguage): DoorListGuest[] {
  const collator = new Intl.Collator(language, { numeric: true });
  return [...guests].sort((a, b) => collator.compare(a.name.trim(), b.name.trim()));
}

/** "Bo, Cy, +1": the companions by name, and those of the party left unnamed as "+N". */
function companionsLine(guest: DoorListGuest, words: DoorListWords): string {
  const unnamed = guest.party - 1 - guest.companions.length;
  return [...guest.companions, ...(unnamed > 0 ? [`+${unnamed}`] : [])].join(words.listSeparator);
}

/** "42 guests · 97 people", in `language`. */
function totalsLine(guests: readonly DoorListGuest[], language: WrittenLanguage): string {
  const words = doorListWordsFor(language);
  const people = guests.reduce((sum, guest) => sum + guest.party, 0);
  return fillWords(words.totals, {
    guests: countIn(words.guests, guests.length, language),
    people: countIn(words.people, people, language),
  });
}

/** "As of 4 May 2026, 11:30 UTC", in `language`, on a 24-hour clock. */
function asOfLine(at: Date, language: WrittenLanguage, timeZone = "UTC"): string {
  const time = new Intl.DateTimeFormat(language, {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone,
    timeZoneName: "short",
  }).format(at);
  return fillWords(doorListWordsFor(language).asOf, { time });
}

const partyText = (party: number, language: WrittenLanguage) => new Intl.NumberFormat(language).format(party);

/** The columns: the box, the name, the party as wide as its title or its widest number, the companions after. */
function columnsOf(type: Typesetter, partyTitle: string): Columns {
  const name = { start: BOX_PT + 10, width: NAME_COLUMN_PT };
  const partyWidth = Math.max(type.width(partyTitle, "detailBold", HEADING_SIZE_PT), 24);
  const party = { start: name.start + name.width + COLUMN_GAP_PT, width: partyWidth };
  const withStart = party.start + party.width + COLUMN_GAP_PT;
  return {
    box: { start: 0, width: BOX_PT },
    name,
    party,
    with: { start: withStart, width: CONTENT_WIDTH_PT - withStart },
  };
}

/** The page x of a column's left edge: from the left margin, or mirrored from the right one. */
function leftOf(column: Column, rtl: boolean): number {
  return rtl ? MARGIN_PT + CONTENT_WIDTH_PT - column.start - column.width : MARGIN_PT + column.start;
}

/** The x at which a line `width` wide starts in `column`, set from the column's reading-start edge. */
function lineX(column: Column, width: number, rtl: boolean): number {
  const left = leftOf(column, rtl);
  return rtl ? left + column.width - width : left;
}

/** A text mark of one line set from the reading-start edge of `column`. */
function lineMark(
  type: Typesetter,
  text: string,
  column: Column,
  at: { y: number; size: number; face: GuideFace; color?: string; rtl: boolean },
): GuideMark {
  const x = lineX(column, type.width(text, at.face, at.size), at.rtl);
  return { kind: "text", text, x, y: at.y, size: at.size, face: at.face, color: at.color ?? INK };
}

/** Each guest's row: the name and companions wrapped to their columns, the height the taller one needs. */
function rowsOf(
  type: Typesetter,
  guests: readonly DoorListGuest[],
  columns: Columns,
  words: DoorListWords,
): Row[] {
  return guests.map((guest) => {
    const nameLines = type.wrap(guest.name, "display", NAME_SIZE_PT, columns.name.width);
    const companions = companionsLine(guest, words);
    const withLines = companions ? type.wrap(companions, "detail", WITH_SIZE_PT, columns.with.width) : [];
    const reach = (lines: number, size: number, leading: number) =>
      firstBaselineOffset() + (lines - 1) * size * leading + size * DESCENT;
    const height = Math.max(
      BOX_PT,
      reach(nameLines.length, NAME_SIZE_PT, NAME_LEADING),
      reach(withLines.length, WITH_SIZE_PT, WITH_LEADING),
    ) + 2 * ROW_PAD_PT;
    return { guest, nameLines, withLines, height };
  });
}

/** The first baseline of a row below its top padding: the name's capitals centred on the box. */
function firstBaselineOffset(): number {
  return BOX_PT / 2 + NAME_SIZE_PT * 0.36;
}

/** The marks of one row whose top is at `top`, and its tick when the guest is checked in. */
function rowMarks(
  type: Typesetter,
  row: Row,
  top: number,
  context: { columns: Columns; rtl: boolean; language: WrittenLanguage },
): PageMarks {
  const { columns, rtl, language } = context;
  const boxTop = top - ROW_PAD_PT;
  const box = { x: leftOf(columns.box, rtl), y: boxTop - BOX_PT, size: BOX_PT };
  const baseline = boxTop - firstBaselineOffset();
  const marks: GuideMark[] = [{
    kind: "rect",
    x: box.x,
    y: box.y,
    width: BOX_PT,
    height: BOX_PT,
    color: row.guest.checkedIn ? INK : "#FFFFFF",
    border: INK,
    borderWidth: BOX_BORDER_PT,
  }];
  row.nameLines.forEach((line, index) => {
    const y = baseline - index * NAME_SIZE_PT * NAME_LEADING;
    marks.push(lineMark(type, line, columns.name, { y, size: NAME_SIZE_PT, face: "display", rtl }));
  });
  const party = partyText(row.guest.party, language);
  const partyX = leftOf(columns.party, rtl) +
    (columns.party.width - type.width(party, "detailBold", PARTY_SIZE_PT)) / 2;
  marks.push({
    kind: "text",
    text: party,
    x: partyX,
    y: baseline,
    size: PARTY_SIZE_PT,
    face: "detailBold",
    color: INK,
  });
  row.withLines.forEach((line, index) => {
    const y = baseline - index * WITH_SIZE_PT * WITH_LEADING;
    marks.push(
      lineMark(type, line, columns.with, { y, size: WITH_SIZE_PT, face: "detail", color: MUTED, rtl }),
    );
  });
  marks.push({ kind: "rule", x: MARGIN_PT, y: top - row.height, width: CONTENT_WIDTH_PT });
  return { marks, ticks: row.guest.checkedIn ? [box] : [] };
}

/** Lines of `text` shrunk to fit `width` (then wrapped, never cut), set from the content box's start edge. */
function blockMarks(
  type: Typesetter,
  text: string,
  top: number,
  style: { size: number; minSize?: number; maxLines?: number; face: GuideFace; color?: string; rtl: boolean },
): { marks: GuideMark[]; bottom: number } {
  const whole = { start: 0, width: CONTENT_WIDTH_PT };
  const { lines, size } = fitSize(type, text, style.face, { ...style, maxWidth: CONTENT_WIDTH_PT });
  const marks = lines.map((line, index) =>
    lineMark(type, line, whole, { ...style, size, y: top - size - index * size * 1.25 })
  );
  return { marks, bottom: top - size * 1.25 * lines.length };
}

/** The first page's head: the title, the event's name, its date line and the totals. */
function openingMarks(
  type: Typesetter,
  input: DoorListPdfInput,
  rtl: boolean,
): { marks: GuideMark[]; bottom: number } {
  const { language } = input;
  const words = doorListWordsFor(language);
  const title = blockMarks(type, upperIn(words.title, language), TOP_PT, {
    size: TITLE_SIZE_PT,
    face: "detailBold",
    color: MUTED,
    rtl,
  });
  const name = blockMarks(type, input.eventName, title.bottom - 4, {
    size: EVENT_SIZE_PT,
    minSize: EVENT_MIN_SIZE_PT,
    maxLines: 2,
    face: "display",
    rtl,
  });
  const when = input.when?.trim()
    ? blockMarks(type, input.when, name.bottom - 2, { size: DETAIL_SIZE_PT, face: "detail", rtl })
    : { marks: [], bottom: name.bottom };
  const totals = blockMarks(type, totalsLine(input.guests, language), when.bottom - 2, {
    size: DETAIL_SIZE_PT,
    face: "detailBold",
    rtl,
  });
  return {
    marks: [...title.marks, ...name.marks, ...when.marks, ...totals.marks],
    bottom: totals.bottom - 14,
  };
}

/** A later page's head: "<event> · DOOR LIST", small, on one line. */
function runningHeadMarks(
  type: Typesetter,
  input: DoorListPdfInput,
  rtl: boolean,
): { marks: GuideMark[]; bottom: number } {
  const words = doorListWordsFor(input.language);
  const text = `${input.eventName} · ${upperIn(words.title, input.language)}`;
  const head = blockMarks(type, text, TOP_PT, {
    size: RUNNING_SIZE_PT,
    minSize: 6,
    face: "detail",
    color: MUTED,
    rtl,
  });
  return { marks: head.marks, bottom: head.bottom - 10 };
}

/** The column titles over a strong rule, from `top`; returns where the rows start. */
function columnTitleMarks(
  type: Typesetter,
  top: number,
  context: { columns: Columns; rtl: boolean; words: DoorListWords; language: WrittenLanguage },
): { marks: GuideMark[]; bottom: number } {
  const { columns, rtl, words, language } = context;
  const y = top - HEADING_SIZE_PT;
  const style = { y, size: HEADING_SIZE_PT, face: "detailBold" as const, color: MUTED, rtl };
  const title = (text: string) => upperIn(text, language);
  const partyTitle = title(words.party);
  const partyX = leftOf(columns.party, rtl) +
    (columns.party.width - type.width(partyTitle, "detailBold", HEADING_SIZE_PT)) / 2;
  const rule = y - HEADING_SIZE_PT * DESCENT - 4;
  return {
    marks: [
      lineMark(type, title(words.name), columns.name, style),
      { kind: "text", text: partyTitle, x: partyX, ...style },
      lineMark(type, title(words.with), columns.with, style),
      { kind: "rect", x: MARGIN_PT, y: rule - 0.4, width: CONTENT_WIDTH_PT, height: 0.8, color: INK },
    ],
    bottom: rule - 0.4,
  };
}

/** The footer: when the list was made at the start edge, "Page 2 of 12" at the end edge. */
function footerMarks(
  type: Typesetter,
  input: DoorListPdfInput,
  page: { number: number; count: number },
  rtl: boolean,
): GuideMark[] {
  const words = doorListWordsFor(input.language);
  const half = { start: 0, width: CONTENT_WIDTH_PT / 2 - 6 };
  const end = { start: CONTENT_WIDTH_PT / 2 + 6, width: CONTENT_WIDTH_PT / 2 - 6 };
  const asOf = asOfLine(input.generatedAt, input.language, input.timeZone);
  const pageOf = fillWords(words.pageOf, { page: page.number, pages: page.count });
  const fitted = (text: string) =>
    fitSize(type, text, "detail", { size: FOOTER_SIZE_PT, minSize: 5, maxWidth: half.width });
  const style = (size: number) => ({
    y: FOOTER_BASELINE_PT,
    size,
    face: "detail" as const,
    color: MUTED,
    rtl,
  });
  const left = fitted(asOf);
  const right = fitted(pageOf);
  // The page number is set against the end edge: its line's end is the column's far side.
  const endX = (text: string, size: number) =>
    rtl ? leftOf(end, rtl) : leftOf(end, rtl) + end.width - type.width(text, "detail", size);
  return [
    lineMark(type, left.lines.join(" "), half, style(left.size)),
    {
      kind: "text",
      text: right.lines.join(" "),
      x: endX(right.lines.join(" "), right.size),
      ...style(right.size),
    },
  ];
}

/** The rows in pages: as many as fit above the content box's bottom, the first page's below its head. */
function paginate(rows: readonly Row[], firstTop: number, laterTop: number): Row[][] {
  const pages: Row[][] = [[]];
  let room = firstTop - CONTENT_BOTTOM_PT;
  for (const row of rows) {
    const page = pages.at(-1)!;
    if (row.height > room && page.length > 0) {
      pages.push([row]);
      room = laterTop - CONTENT_BOTTOM_PT - row.height;
      continue;
    }
    page.push(row);
    room -= row.height;
  }
  return pages;
}

/** A white check mark inside a filled box. */
function drawTick(page: PDFPage, tick: Tick): void {
  const point = (x: number, y: number) => ({ x: tick.x + x * tick.size, y: tick.y + y * tick.size });
  const line = { thickness: tick.size * 0.14, color: pdfColor("#FFFFFF"), lineCap: 1 as const };
  page.drawLine({ start: point(0.2, 0.52), end: point(0.42, 0.28), ...line });
  page.drawLine({ start: point(0.42, 0.28), end: point(0.8, 0.74), ...line });
}

/** Every string the list sets, so the faces for all of their characters are loaded first. */
function textsOf(input: DoorListPdfInput, words: DoorListWords): string[] {
  return [
    input.eventName,
    input.when ?? "",
    ...input.guests.flatMap((guest) => [guest.name, companionsLine(guest, words)]),
    ...[words.title, words.name, words.party, words.with].map((text) => upperIn(text, input.language)),
    words.nobodyYet,
    totalsLine(input.guests, input.language),
    asOfLine(input.generatedAt, input.language, input.timeZone),
    fillWords(words.pageOf, { page: "0123456789", pages: "" }),
    "0123456789 · +",
  ];
}

/** door-list.pdf: the going guests sorted by name, A4, as many pages as they take. */
export async function doorListPdf(input: DoorListPdfInput): Promise<Uint8Array> {
  const { language } = input;
  const words = doorListWordsFor(language);
  const rtl = isRightToLeft(language);
  const document = await PDFDocument.create();
  document.setTitle(`${input.eventName} · ${words.title}`, { showInWindowTitleBar: true });
  document.setLanguage(language);
  document.setProducer(PDF_PRODUCER);
  document.setCreator(PDF_PRODUCER);
  document.setCreationDate(input.generatedAt);
  document.setModificationDate(input.generatedAt);
  const type = await createShapedTypesetter(document, textsOf(input, words), {
    ...input.typesetting,
    language,
  });
  const columns = columnsOf(type, upperIn(words.party, language));
  const titles = { columns, rtl, words, language };
  const opening = openingMarks(type, input, rtl);
  const running = runningHeadMarks(type, input, rtl);
  const firstTop = columnTitleMarks(type, opening.bottom, titles).bottom;
  const laterTop = columnTitleMarks(type, running.bottom, titles).bottom;
  const rows = rowsOf(type, sortedGuests(input.guests, language), columns, words);
  const pages = paginate(rows, firstTop, laterTop);
  pages.forEach((pageRows, index) => {
    const head = index === 0 ? opening : running;
    const marks: GuideMark[] = [...head.marks];
    const ticks: Tick[] = [];
    if (rows.length === 0) {
      marks.push(...blockMarks(type, words.nobodyYet, head.bottom, { size: 12, face: "detail", rtl }).marks);
    } else {
      const headings = columnTitleMarks(type, head.bottom, titles);
      marks.push(...headings.marks);
      let top = headings.bottom;
      for (const row of pageRows) {
        const drawn = rowMarks(type, row, top, { columns, rtl, language });
        marks.push(...drawn.marks);
        ticks.push(...drawn.ticks);
        top -= row.height;
      }
    }
    marks.push(...footerMarks(type, input, { number: index + 1, count: pages.length }, rtl));
    const page = document.addPage([A4_PT.width, A4_PT.height]);
    drawMarks(page, type, marks, new Map());
    for (const tick of ticks) drawTick(page, tick);
  });
  await type.finish();
  return document.save();
}
