/**
 * The one rule for text people type (issue 35): every text field a client sends — a kit request's, an edit's, a
 * guest's answer — refuses the characters that are not text. Other systems choke on them (Postgres text refuses
 * NUL; CSV readers, mail and terminals act on controls), so nothing that holds one is stored.
 *
 * Refused: C0 and C1 control characters (U+0000–U+001F, U+007F–U+009F), lone surrogates (half of a UTF-16 pair,
 * which no encoder can write out) and the noncharacters U+FFFE and U+FFFF. Allowed: a tab anywhere, and in text
 * of several lines (a guest's note, a description, a caption) a line break, LF or CRLF (a form's textarea sends
 * CRLF); a CR on its own is refused. Every other character is text, whatever its script: emoji, joiners (ZWJ
 * sequences), Arabic, Devanagari.
 *
 * The rule is checked on the text as sent, before it is trimmed, so a field with a NUL at its end is refused, not
 * quietly cut. Browser-safe (zod only): the page checks its forms with the same schemas.
 */
import { z } from "zod";

/** Whether a field holds one line (a name, a place, a line of copy) or several (a note, a description). */
export type TextLines = "one" | "several";

/** What every refused text is told, in every field; the path names the field. */
export const TYPED_TEXT_MESSAGE =
  "must not contain control characters (other than tab, and line breaks in text of several lines), lone surrogates, U+FFFE or U+FFFF";

/** Anything but text in one line: a control character other than tab, a lone surrogate, U+FFFE or U+FFFF. */
const NOT_ONE_LINE = /(?!\t)\p{Cc}|[\uD800-\uDFFF\uFFFE\uFFFF]/u;
/** As NOT_ONE_LINE, but a line break (LF, or CR directly before LF) is text too. */
const NOT_SEVERAL_LINES = /(?![\t\n\r])\p{Cc}|\r(?!\n)|[\uD800-\uDFFF\uFFFE\uFFFF]/u;

/**
 * True when `text` is text people may type in a field of `lines`: no control character but tab (and line
 * breaks, for several lines), no lone surrogate, no U+FFFE or U+FFFF.
 */
export function isTypedText(text: string, lines: TextLines = "one"): boolean {
  return !(lines === "one" ? NOT_ONE_LINE : NOT_SEVERAL_LINES).test(text);
}

/** The rule as a zod check for a one-line field: `z.string().check(ONE_LINE_TEXT)`. */
export const ONE_LINE_TEXT: z.core.$ZodCheck<string> = z.refine<string>((text) => isTypedText(text, "one"), {
  error: TYPED_TEXT_MESSAGE,
});

/** The rule as a zod check for a field of several lines (LF or CRLF allowed). */
export const SEVERAL_LINES_TEXT: z.core.$ZodCheck<string> = z.refine<string>(
  (text) => isTypedText(text, "several"),
  { error: TYPED_TEXT_MESSAGE },
);

/**
 * The rule's two checks, by the lines they allow: a string schema carries the rule when one of them is among its
 * checks (`schema._zod.def.checks`), which is how a test finds every request's text fields guarded.
 */
export const TYPED_TEXT_RULES: ReadonlyMap<z.core.$ZodCheck<string>, TextLines> = new Map([
  [ONE_LINE_TEXT, "one"],
  [SEVERAL_LINES_TEXT, "several"],
]);

/** The rule's check for a field of `lines`. */
export function typedTextRule(lines: TextLines = "one"): z.core.$ZodCheck<string> {
  return lines === "one" ? ONE_LINE_TEXT : SEVERAL_LINES_TEXT;
}

/** A string people type: z.string() carrying the rule, first of its checks (so before any trim). */
export function typedText(lines: TextLines = "one", params?: Parameters<typeof z.string>[0]) {
  return z.string(params).check(typedTextRule(lines));
}

/** Every character the rule refuses in text of several lines, and a CR: what mending removes. */
const REFUSED_KEEPING_LINE_FEEDS = /(?![\t\n])\p{Cc}|[\uD800-\uDFFF\uFFFE\uFFFF]/gu;

/**
 * `value` with every string in it mended to pass the rule: what the rule refuses removed (line feeds kept, or
 * made spaces when `lines` is "one"). For text kept before the rule existed, so a kit stored then still opens;
 * never for what a client sends now, which is refused instead.
 */
export function mendedText<T>(value: T, lines: TextLines = "several"): T {
  if (typeof value === "string") {
    const kept = value.replace(REFUSED_KEEPING_LINE_FEEDS, "");
    return (lines === "one" ? kept.replaceAll("\n", " ") : kept) as T;
  }
  if (Array.isArray(value)) return value.map((item) => mendedText(item, lines)) as T;
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, mendedText(item, lines)]),
    ) as T;
  }
  return value;
}
