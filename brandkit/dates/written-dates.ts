/**
 * Event dates written the way the kit's language writes them: "March 14, 2027", "14 mars 2027", "2027年3月14日",
 * "2027년 3월 14일", "١٤ مارس ٢٠٢٧". Calendar dates (YYYY-MM-DD) are formatted at noon UTC in UTC, so the day never
 * shifts with the time zone of the machine.
 */
import { parseDateOnly } from "./calendar-dates.ts";

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(language: string): Intl.DateTimeFormat {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" });
    formatters.set(language, formatter);
  }
  return formatter;
}

/** "2027-03-14" in `language`'s long date form; throws RangeError on a string that is not a date. */
export function formatEventDate(isoDate: string, language: string): string {
  const date = parseDateOnly(isoDate);
  if (!date) throw new RangeError(`'${isoDate}' is not a date in YYYY-MM-DD form`);
  const instant = new Date(Date.UTC(date.year, date.month - 1, date.day, 12));
  instant.setUTCFullYear(date.year);
  return formatterOf(language).format(instant);
}
