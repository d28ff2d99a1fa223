/**
 * The guest list as CSV (GET /api/kits/{id}/guests.csv), for a spreadsheet. Every cell is quoted, with its quotes
 * doubled (RFC 4180), and rows end in CRLF. A cell that a spreadsheet would read as a formula (starting with =,
 * +, - or @, or a tab or carriage return that some strip before looking) gets a leading apostrophe, so
 * `=HYPERLINK(...)` typed as a name stays text (OWASP's CSV injection advice). The file starts with a UTF-8 byte
 * order mark: without it Excel reads the bytes as the machine's code page and garbles "東京" or "Zoë".
 *
 * After the answer's own columns come its companions (names joined with "; "), when it was checked in at the door
 * (issue 39; empty until then), and one column per question the event asks now (issue 38), headed by its label,
 * in the questions' order: a guest's reply, or empty.
 */
import type { GuestEntry, RsvpQuestion } from "./schemas.ts";

/** Excel's cue that the file is UTF-8. */
export const UTF8_BOM = "\uFEFF";
/** What starts a formula in Excel, LibreOffice or Google Sheets. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** The header row's fixed columns, in order; the questions' columns follow. */
export const GUEST_CSV_COLUMNS = [
  "Name",
  "Answer",
  "Status",
  "Party",
  "Note",
  "Answered at",
  "Companions",
  "Checked in at",
] as const;

/** How the companions' names are joined in their one cell. */
export const COMPANIONS_SEPARATOR = "; ";

/** One cell: quoted, quotes doubled, a formula's first character defused. */
export function csvCell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${text.replaceAll('"', '""')}"`;
}

/** One row. */
function csvRow(cells: readonly string[]): string {
  return cells.map(csvCell).join(",");
}

/** The whole file: the BOM, the header, then one row per answer in the order given. */
export function guestsCsv(guests: readonly GuestEntry[], questions: readonly RsvpQuestion[] = []): string {
  const rows = [
    csvRow([...GUEST_CSV_COLUMNS, ...questions.map((question) => question.label)]),
    ...guests.map((guest) =>
      csvRow([
        guest.name,
        guest.answer,
        guest.status,
        String(guest.party),
        guest.note,
        guest.at,
        guest.companions.join(COMPANIONS_SEPARATOR),
        guest.checkedInAt ?? "",
        ...questions.map((question) => guest.answers[question.id] ?? ""),
      ])
    ),
  ];
  return `${UTF8_BOM}${rows.join("\r\n")}\r\n`;
}
