import { describe, expect, it } from "vitest";
import { CommanderError } from "commander";
import { BrandKitError, ErrorCode } from "../../brandkit/web.ts";
import { errorLine, exitCodeFor } from "../../cli/exit-codes.ts";

describe("exit codes and error lines", () => {
  it.each<[string, unknown, number, string | null]>([
    [
      "a validation error",
      new BrandKitError(ErrorCode.VALIDATION_ERROR, "Invalid --color: 'x'"),
      2,
      "error: Invalid --color: 'x'",
    ],
    [
      "a missing file",
      new BrandKitError(ErrorCode.NOT_FOUND, "'a.csv' does not exist"),
      2,
      "error: 'a.csv' does not exist",
    ],
    ["too large an input", new BrandKitError(ErrorCode.PAYLOAD_TOO_LARGE, "too big"), 2, "error: too big"],
    [
      "bad configuration",
      new BrandKitError(ErrorCode.CONFIG_ERROR, "Bad configuration: PORT"),
      2,
      "error: Bad configuration: PORT",
    ],
    [
      "a rate limit",
      new BrandKitError(ErrorCode.RATE_LIMIT_EXCEEDED, "Rate limit exceeded."),
      3,
      "error: Rate limit exceeded.",
    ],
    [
      "a busy server",
      new BrandKitError(
        ErrorCode.SERVER_BUSY,
        "The server is busy making other kits. Please try again in 8 seconds.",
        {
          retryAfter: 8,
        },
      ),
      3,
      "error: The server is busy making other kits. Please try again in 8 seconds.",
    ],
    ["an AI failure", new BrandKitError(ErrorCode.AI_ERROR, "The AI failed"), 1, "error: The AI failed"],
    ["an AI timeout", new BrandKitError(ErrorCode.AI_TIMEOUT, "Too slow"), 1, "error: Too slow"],
    [
      "an interruption",
      new BrandKitError(ErrorCode.CANCELLED, "Generation was cancelled."),
      130,
      "error: Generation was cancelled.",
    ],
    [
      "an unexpected error, first line only",
      new Error("disk full\n    at write (x.ts:1)"),
      1,
      "error: unexpected failure: disk full",
    ],
    ["a thrown string", "boom", 1, "error: unexpected failure: boom"],
    [
      "an unknown option, suggestion kept on the line",
      new CommanderError(
        1,
        "commander.unknownOption",
        "error: unknown option '--colour'\n(Did you mean --color?)",
      ),
      2,
      "error: unknown option '--colour' (Did you mean --color?)",
    ],
    [
      "a missing argument",
      new CommanderError(1, "commander.missingArgument", "error: missing required argument 'file'"),
      2,
      "error: missing required argument 'file'",
    ],
    ["help asked for", new CommanderError(0, "commander.helpDisplayed", "(outputHelp)"), 0, null],
    ["help shown for no command", new CommanderError(1, "commander.help", "(outputHelp)"), 2, null],
  ])("%s exits with %i and prints %j", (_, error, code, line) => {
    expect(exitCodeFor(error)).toBe(code);
    expect(errorLine(error)).toBe(line);
  });
});
