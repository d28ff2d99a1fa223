/**
 * Turns zod's verdict into BrandKit's error vocabulary: one VALIDATION_ERROR whose message names the first
 * problem and whose issues list the first few. Both are bounded: a body of 700,000 unknown keys gets an answer
 * of a few hundred bytes, not one that lists every key.
 */
import type { z } from "zod";
import { BrandKitError, ErrorCode, type ValidationIssue } from "./errors.ts";

function formatPath(path: ReadonlyArray<PropertyKey>): string {
  return path.map((part) => (typeof part === "number" ? `[${part}]` : `.${String(part)}`)).join("").replace(
    /^\./,
    "",
  );
}

/** Issues reported of one failed parse; the first one is what matters, the rest help fix a form at once. */
export const MAX_REPORTED_ISSUES = 10;
/** Longest path or message reported, in characters. */
export const MAX_ISSUE_TEXT_LENGTH = 200;

/** `text` cut to `MAX_ISSUE_TEXT_LENGTH` characters, an ellipsis marking the cut. */
function capped(text: string): string {
  return text.length <= MAX_ISSUE_TEXT_LENGTH ? text : `${text.slice(0, MAX_ISSUE_TEXT_LENGTH - 1)}\u2026`;
}

/** The first issues of a failed parse, each with a dotted path ("colors[2]") and a message, both capped. */
export function toValidationIssues(error: z.ZodError): ValidationIssue[] {
  return error.issues.slice(0, MAX_REPORTED_ISSUES).map((issue) => ({
    path: capped(formatPath(issue.path.slice(0, MAX_ISSUE_TEXT_LENGTH))),
    message: capped(issue.message),
  }));
}

/** Parses `value` with `schema`, or throws a VALIDATION_ERROR that says what is wrong with `what`. */
export function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown, what: string): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = toValidationIssues(result.error);
  const first = issues[0];
  const where = first.path ? `${first.path}: ` : "";
  throw new BrandKitError(ErrorCode.VALIDATION_ERROR, `Invalid ${what}: ${where}${first.message}`, {
    issues,
  });
}
