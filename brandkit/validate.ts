/**
 * Turns zod's verdict into BrandKit's error vocabulary: one VALIDATION_ERROR whose message names the first
 * problem and whose issues list all of them.
 */
import type { z } from "zod";
import { BrandKitError, ErrorCode, type ValidationIssue } from "./errors.ts";

function formatPath(path: ReadonlyArray<PropertyKey>): string {
  return path.map((part) => (typeof part === "number" ? `[${part}]` : `.${String(part)}`)).join("").replace(
    /^\./,
    "",
  );
}

/** The issues of a failed parse, each with a dotted path ("colors[2]") and a message. */
export function toValidationIssues(error: z.ZodError): ValidationIssue[] {
  return error.issues.map((issue) => ({ path: formatPath(issue.path), message: issue.message }));
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
