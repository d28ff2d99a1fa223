/**
 * zod schemas for command-line flags, shared by the commands, and the one way flags are validated: a bad flag
 * is a VALIDATION_ERROR whose message names the flag ("Invalid --seed: ...").
 */
import { Option } from "commander";
import { z } from "zod";
import {
  BrandKitError,
  dateFormMessage,
  ErrorCode,
  parseDateOnly,
  REQUEST_LIMITS,
  toValidationIssues,
} from "../brandkit/web.ts";
import { PROVIDER_NAMES } from "../brandkit/mod.ts";

/** Most kits a batch makes at once. */
export const MAX_CONCURRENCY = 16;

const WHOLE_NUMBER = /^\d+$/;

/** `--seed`: a whole number from 0 to REQUEST_LIMITS.maxSeed, given as text. */
export const SeedFlagSchema = z
  .string()
  .trim()
  .refine((text) => WHOLE_NUMBER.test(text) && Number(text) <= REQUEST_LIMITS.maxSeed, {
    error: (issue) => `'${issue.input}' is not a whole number from 0 to ${REQUEST_LIMITS.maxSeed}`,
  })
  .transform(Number);

/** `--date`: a calendar date as YYYY-MM-DD. */
export const DateFlagSchema = z.string().trim().refine((text) => parseDateOnly(text) !== null, {
  error: (issue) => dateFormMessage(String(issue.input)),
});

/**
 * `--provider`: one of the known providers. Its description is the flag's help, the same in every command that
 * takes it (providerOption).
 */
export const ProviderFlagSchema = z.enum(PROVIDER_NAMES, {
  error: (issue) => `'${issue.input}' is not a provider; use one of ${PROVIDER_NAMES.join(", ")}`,
}).describe(`AI provider: ${PROVIDER_NAMES.join(", ")} (default: $BRANDKIT_PROVIDER or offline)`);

/** `--concurrency`: how many kits at once, 1 to MAX_CONCURRENCY. */
export const ConcurrencyFlagSchema = z
  .string()
  .trim()
  .refine((text) => WHOLE_NUMBER.test(text) && Number(text) >= 1 && Number(text) <= MAX_CONCURRENCY, {
    error: (issue) => `'${issue.input}' is not a whole number from 1 to ${MAX_CONCURRENCY}`,
  })
  .transform(Number);

/** The `--provider <name>` option, as every command that makes kits declares it. */
export function providerOption(): Option {
  return new Option("--provider <name>", ProviderFlagSchema.description);
}

/** The `--concurrency <n>` option of the commands that make many kits, with their own default. */
export function concurrencyOption(defaultCount: number): Option {
  return new Option("--concurrency <n>", "kits made at once").default(String(defaultCount));
}

/** An output folder or file given on the command line. */
export const PathFlagSchema = z.string().trim().min(1, { error: "must not be empty" });

/** Commander's option keys are camelCase; flags are kebab-case. */
function flagName(key: string): string {
  return `--${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

/** Validates commander's parsed options with `schema`, or throws a VALIDATION_ERROR naming the flag. */
export function parseFlags<T extends z.ZodType>(schema: T, options: unknown): z.output<T> {
  const result = schema.safeParse(options);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const key = issue.path[0];
  const where = typeof key === "string" ? `Invalid ${flagName(key)}: ` : "Invalid options: ";
  throw new BrandKitError(ErrorCode.VALIDATION_ERROR, `${where}${issue.message}`, {
    issues: toValidationIssues(result.error),
  });
}

/** Commander's collector for repeatable flags (`--vibe a --vibe b`). */
export function collect(value: string, previous: string[] = []): string[] {
  return [...previous, value];
}
