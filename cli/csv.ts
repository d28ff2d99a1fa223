/**
 * A small RFC 4180 CSV reader for batch files: quoted fields (with commas, quotes and line breaks inside), CRLF
 * or LF, a leading BOM. Each record keeps the line it starts on, so errors can point at it.
 */
import { BrandKitError, ErrorCode } from "../brandkit/web.ts";

/** One record: its cells and the 1-based line it starts on. */
export type CsvRecord = { line: number; cells: string[] };

const QUOTE = '"';
const BOM = "\uFEFF";

/**
 * The records of `text`. Blank lines are skipped. A quoted field that never closes is a VALIDATION_ERROR
 * naming the line it opened on ("events.csv:7: ...", with `source` as the file's name).
 */
export function parseCsv(text: string, source = "CSV"): CsvRecord[] {
  const input = text.startsWith(BOM) ? text.slice(BOM.length) : text;
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = "";
  let line = 1;
  let recordLine = 1;
  let quoteLine = 0;
  let inQuotes = false;

  const endRecord = () => {
    cells.push(cell);
    if (!(cells.length === 1 && cells[0].trim() === "")) records.push({ line: recordLine, cells });
    cells = [];
    cell = "";
  };

  for (let index = 0; index < input.length; index++) {
    const char = input[index];
    if (inQuotes) {
      if (char === QUOTE && input[index + 1] === QUOTE) {
        cell += QUOTE;
        index++;
      } else if (char === QUOTE) {
        inQuotes = false;
      } else {
        if (char === "\n") line++;
        cell += char;
      }
    } else if (char === QUOTE && cell.trim() === "") {
      cell = "";
      inQuotes = true;
      quoteLine = line;
    } else if (char === ",") {
      cells.push(cell);
      cell = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && input[index + 1] === "\n") index++;
      endRecord();
      line++;
      recordLine = line;
    } else {
      cell += char;
    }
  }
  if (inQuotes) {
    throw new BrandKitError(
      ErrorCode.VALIDATION_ERROR,
      `${source}:${quoteLine}: a quoted field is never closed (a '"' is missing)`,
    );
  }
  if (cell !== "" || cells.length > 0) endRecord();
  return records;
}
