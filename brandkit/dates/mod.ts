/**
 * Dates and times of an event: calendar dates (YYYY-MM-DD, never `Date`), how far one is from today, and how
 * each language writes a date and a time.
 * The folder's face; server code imports it, the browser takes what it may through brandkit/web.ts.
 */
export * from "./calendar-dates.ts";
export * from "./days.ts";
export * from "./from-today.ts";
export * from "./times.ts";
export * from "./written-dates.ts";
