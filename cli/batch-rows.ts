/**
 * Reads a batch file into rows: CSV (a header row of request field names; vibes and colours separated by ";")
 * or JSONL (one JSON object a line). Each row is checked with zod on its own, so one bad row is reported with
 * its line number and the others still run. A file that cannot be read as a whole is one VALIDATION_ERROR.
 */
import { z } from "zod";
import { BrandKitError, ErrorCode, toValidationIssues, typedText } from "../brandkit/web.ts";
import { parseCsv } from "./csv.ts";
import type { RequestFields } from "./request.ts";

/** Separator of several vibes or colours in one CSV cell (or JSONL string). */
export const LIST_SEPARATOR = ";";

/** The batch file formats, by file extension. */
export const BATCH_FORMATS = { ".csv": "csv", ".jsonl": "jsonl", ".ndjson": "jsonl" } as const;
export type BatchFormat = typeof BATCH_FORMATS[keyof typeof BATCH_FORMATS];

/** One row of a batch: its 1-based number among the rows, the line it starts on, and its fields or what is wrong. */
export type BatchRow =
  | { row: number; line: number; fields: RequestFields; error?: undefined }
  | { row: number; line: number; error: string; fields?: undefined };

/** A cell: one line of text (typed-text.ts), as every request field is. */
const optionalText = typedText().optional();
/** "neon; retro" or ["neon", "retro"]. */
const listField = z
  .union([z.array(typedText()), typedText()])
  .transform((items) => typeof items === "string" ? items.split(LIST_SEPARATOR) : items)
  .transform((items) => items.map((item) => item.trim()).filter((item) => item !== ""))
  .optional();
/** 42 or "42"; the request schema checks the range. */
const wholeNumberField = z
  .union([z.number(), typedText().trim()], { error: "must be a whole number" })
  .refine((value) => typeof value === "number" || /^\d+$/.test(value), { error: "must be a whole number" })
  .transform(Number)
  .optional();

/**
 * The columns a row may have: the request's fields (the event link as `link`, the language as `lang`), plus a
 * palette by name, and the design's choices as `layout`, `variation`, `topLine` and `details` (as the flags of
 * `generate` name them); inspirationImage is a path or data URL.
 */
const BatchColumnsSchema = z.strictObject({
  customEventName: optionalText,
  vibes: listField,
  colors: listField,
  palette: optionalText,
  eventDate: optionalText,
  eventLocation: optionalText,
  /** The event's https link (tickets or RSVP); the request schema checks it. */
  link: optionalText,
  /** The copy's language (BCP 47: "ja", "pt-BR") or "auto"; the request schema checks it. */
  lang: optionalText,
  inspirationImage: optionalText,
  seed: wholeNumberField,
  /** When the event starts and ends ("HH:MM", 24 h) and its IANA zone (default: this machine's, with a time). */
  eventTime: optionalText,
  eventEndTime: optionalText,
  timeZone: optionalText,
  /** The design decided up front; the request schema checks each. */
  layout: optionalText,
  variation: wholeNumberField,
  topLine: optionalText,
  details: optionalText,
});

/** A row's columns as request fields. */
export const BatchRowSchema = BatchColumnsSchema.transform(
  ({ link, lang, layout, variation, topLine, details, ...fields }): RequestFields => {
    const design = Object.entries({ family: layout, variation, topLine, details })
      .filter(([, value]) => value !== undefined);
    return {
      ...fields,
      ...(link === undefined ? {} : { eventLink: link }),
      ...(lang === undefined ? {} : { language: lang }),
      ...(design.length === 0 ? {} : { design: Object.fromEntries(design) }),
    };
  },
);

/** The columns a CSV header may name, in the order they are documented. */
export const BATCH_COLUMNS = Object.keys(BatchColumnsSchema.shape);

/**
 * The headers people write for each column ("name,date,location,vibes"), compared without case, spaces, "_" or
 * "-": each reads as its column.
 */
const COLUMN_ALIASES: Readonly<Record<string, string>> = {
  name: "customEventName",
  eventname: "customEventName",
  event: "customEventName",
  title: "customEventName",
  vibe: "vibes",
  keywords: "vibes",
  color: "colors",
  colour: "colors",
  colours: "colors",
  date: "eventDate",
  day: "eventDate",
  location: "eventLocation",
  place: "eventLocation",
  venue: "eventLocation",
  where: "eventLocation",
  url: "link",
  eventlink: "link",
  tickets: "link",
  rsvp: "link",
  language: "lang",
  time: "eventTime",
  start: "eventTime",
  starttime: "eventTime",
  end: "eventEndTime",
  endtime: "eventEndTime",
  tz: "timeZone",
  zone: "timeZone",
  family: "layout",
  image: "inspirationImage",
  inspiration: "inspirationImage",
};

/** A header cell as its column: the column's own name in any case, or a name people write for it. */
export function columnOf(header: string): string | undefined {
  const key = header.trim().toLowerCase().replace(/[\s_-]+/g, "");
  return BATCH_COLUMNS.find((column) => column.toLowerCase() === key) ?? COLUMN_ALIASES[key];
}

/** The format of `path` by its extension, or a VALIDATION_ERROR. */
export function batchFormatOf(path: string): BatchFormat {
  const extension = Object.keys(BATCH_FORMATS).find((candidate) => path.toLowerCase().endsWith(candidate));
  if (extension) return BATCH_FORMATS[extension as keyof typeof BATCH_FORMATS];
  throw new BrandKitError(
    ErrorCode.VALIDATION_ERROR,
    `'${path}' is not a batch file: use a .csv or .jsonl file`,
  );
}

function checkRow(row: number, line: number, value: unknown): BatchRow {
  const result = BatchRowSchema.safeParse(value);
  if (result.success) return { row, line, fields: result.data };
  const issue = toValidationIssues(result.error)[0];
  return { row, line, error: issue.path ? `${issue.path}: ${issue.message}` : issue.message };
}

function csvRows(text: string, source: string): BatchRow[] {
  const [header, ...records] = parseCsv(text, source);
  if (!header) return [];
  const columns = header.cells.map((cell, index) => {
    const column = columnOf(cell.replace(/^\uFEFF/, ""));
    if (!column) {
      throw new BrandKitError(
        ErrorCode.VALIDATION_ERROR,
        `${source}:${header.line}: unknown column '${cell.trim().slice(0, 40)}'; the columns are ${
          BATCH_COLUMNS.join(", ")
        } (or name, date, location, time, link, language ...)`,
      );
    }
    const first = header.cells.findIndex((other) => columnOf(other.replace(/^\uFEFF/, "")) === column);
    if (first !== index) {
      throw new BrandKitError(
        ErrorCode.VALIDATION_ERROR,
        `${source}:${header.line}: columns '${
          header.cells[first].trim()
        }' and '${cell.trim()}' are both ${column}`,
      );
    }
    return column;
  });
  return records.map((record, index) => {
    if (record.cells.length !== columns.length) {
      return {
        row: index + 1,
        line: record.line,
        error: `has ${record.cells.length} cells but the header has ${columns.length} columns`,
      };
    }
    const value = Object.fromEntries(
      columns.flatMap((column, cell) =>
        record.cells[cell].trim() === "" ? [] : [[column, record.cells[cell]]]
      ),
    );
    return checkRow(index + 1, record.line, value);
  });
}

function jsonlRows(text: string): BatchRow[] {
  const rows: BatchRow[] = [];
  text.split(/\r?\n/).forEach((content, index) => {
    if (content.trim() === "") return;
    const row = rows.length + 1;
    const line = index + 1;
    let value: unknown;
    try {
      value = JSON.parse(content);
    } catch {
      rows.push({ row, line, error: "is not valid JSON" });
      return;
    }
    if (typeof value !== "object" || value === null || Array.isArray(value)) {
      rows.push({ row, line, error: "must be a JSON object with the request's fields" });
      return;
    }
    rows.push(checkRow(row, line, value));
  });
  return rows;
}

/** The rows of a batch file's text; `source` names the file in errors that concern the whole file. */
export function parseBatchRows(text: string, format: BatchFormat, source: string): BatchRow[] {
  return format === "csv" ? csvRows(text, source) : jsonlRows(text.replace(/^\uFEFF/, ""));
}
