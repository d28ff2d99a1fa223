/**
 * The text rules of RFC 5545: TEXT values escaped (§3.3.11), content lines folded at 75 octets (§3.1) without
 * splitting a UTF-8 character, CRLF line endings.
 */

/** Longest content line, in octets, before it is folded (RFC 5545 §3.1). */
export const ICS_LINE_OCTETS = 75;
/** Every content line ends with CRLF. */
export const CRLF = "\r\n";

/** Escapes a TEXT value: backslash, semicolon, comma, and newlines as \n. */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

const encoder = new TextEncoder();

/**
 * Folds one content line: at most 75 octets a line, continuation lines starting with one space (which counts
 * towards their 75). Breaks fall between code points, so a multi-byte character is never cut.
 */
export function foldIcsLine(line: string): string {
  const lines: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > ICS_LINE_OCTETS) {
      lines.push(current);
      current = " ";
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join(CRLF);
}
