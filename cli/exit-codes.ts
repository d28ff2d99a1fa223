/**
 * The CLI's error contract (docs/architecture.md#the-contracts-at-the-edges, docs/cli.md): every failure is
 * one line on stderr and an exit code. cli/main.ts is the one place that applies it; this module only decides
 * what the line says and which code goes with it.
 */
import { CommanderError } from "commander";
import { ErrorCode, isBrandKitError } from "../brandkit/web.ts";

/** Exit codes of every command. */
export const EXIT_CODES = {
  /** The command did what it was asked. */
  success: 0,
  /** A generation (or writing its files) failed. */
  generationFailed: 1,
  /** The command line, an input file or the configuration is wrong. */
  badInput: 2,
  /** The AI service is rate limiting, or a server is at capacity; try again after the wait the message gives. */
  rateLimited: 3,
  /** Interrupted (Ctrl-C), as shells report a SIGINT. */
  interrupted: 130,
} as const;

const EXIT_CODE_BY_ERROR_CODE: Readonly<Record<ErrorCode, number>> = {
  [ErrorCode.VALIDATION_ERROR]: EXIT_CODES.badInput,
  [ErrorCode.UNSUPPORTED_CHARACTER]: EXIT_CODES.badInput,
  [ErrorCode.PAYLOAD_TOO_LARGE]: EXIT_CODES.badInput,
  [ErrorCode.REQUEST_TIMEOUT]: EXIT_CODES.generationFailed,
  [ErrorCode.NOT_FOUND]: EXIT_CODES.badInput,
  [ErrorCode.FORMAT_UNAVAILABLE]: EXIT_CODES.badInput,
  [ErrorCode.KIT_NOT_FOUND]: EXIT_CODES.badInput,
  [ErrorCode.UNAUTHORIZED]: EXIT_CODES.badInput,
  [ErrorCode.FORBIDDEN]: EXIT_CODES.badInput,
  [ErrorCode.REVISION_CONFLICT]: EXIT_CODES.badInput,
  [ErrorCode.PRECONDITION_REQUIRED]: EXIT_CODES.badInput,
  [ErrorCode.RSVP_CLOSED]: EXIT_CODES.badInput,
  [ErrorCode.GUEST_LIMIT]: EXIT_CODES.badInput,
  [ErrorCode.NOT_ENOUGH_PLACES]: EXIT_CODES.badInput,
  [ErrorCode.ALREADY_CHECKED_IN]: EXIT_CODES.badInput,
  [ErrorCode.STORE_UNAVAILABLE]: EXIT_CODES.rateLimited,
  [ErrorCode.CONFIG_ERROR]: EXIT_CODES.badInput,
  [ErrorCode.RATE_LIMIT_EXCEEDED]: EXIT_CODES.rateLimited,
  [ErrorCode.SERVER_BUSY]: EXIT_CODES.rateLimited,
  [ErrorCode.AI_ERROR]: EXIT_CODES.generationFailed,
  [ErrorCode.AI_TIMEOUT]: EXIT_CODES.generationFailed,
  [ErrorCode.INTERNAL]: EXIT_CODES.generationFailed,
  [ErrorCode.CANCELLED]: EXIT_CODES.interrupted,
};

/** Commander's ways of ending that are not failures. */
const COMMANDER_SUCCESS_CODES = new Set(["commander.helpDisplayed", "commander.version"]);
/** Help printed because no command was given: already on stderr, nothing to add. */
const COMMANDER_HELP_CODE = "commander.help";

/** The exit code that goes with a BrandKitError code. */
export function exitCodeForErrorCode(code: ErrorCode): number {
  return EXIT_CODE_BY_ERROR_CODE[code];
}

/** The exit code for a command that ended with `error`. */
export function exitCodeFor(error: unknown): number {
  if (error instanceof CommanderError) {
    return COMMANDER_SUCCESS_CODES.has(error.code) ? EXIT_CODES.success : EXIT_CODES.badInput;
  }
  if (isBrandKitError(error)) return EXIT_CODE_BY_ERROR_CODE[error.code];
  return EXIT_CODES.generationFailed;
}

/**
 * The one line to print on stderr for `error`, or null when there is nothing to add (help and version were
 * already printed). Never a stack trace: only the first line of an unexpected error's message.
 */
export function errorLine(error: unknown): string | null {
  if (error instanceof CommanderError) {
    if (COMMANDER_SUCCESS_CODES.has(error.code) || error.code === COMMANDER_HELP_CODE) return null;
    // Commander puts its suggestion on a second line ("(Did you mean --color?)"); keep it on the first.
    const oneLine = error.message.split("\n").map((part) => part.trim()).filter(Boolean).join(" ");
    return oneLine.startsWith("error: ") ? oneLine : `error: ${oneLine}`;
  }
  const message = error instanceof Error ? error.message : String(error);
  const firstLine = message.split("\n").find((line) => line.trim() !== "")?.trim() ?? "";
  if (isBrandKitError(error)) return `error: ${firstLine}`;
  return `error: unexpected failure: ${firstLine || "unknown error"}`;
}
