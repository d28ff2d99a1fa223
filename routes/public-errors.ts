/**
 * What visitors are told of a failure, and what the log keeps. Their own mistakes (bad input, limits) are told
 * as they are; a failure of the AI service, of the configuration or of ours is told as a fixed sentence with an
 * error id (publicErrorBody), while the detail (which can hold an upstream's words, hosts or keys) goes to the
 * server log, redacted, under the same id.
 */
import { type ErrorBody, isBrandKitError, publicErrorBody } from "../brandkit/web.ts";
import { errorLogDetail, type Log, redactSecrets } from "../brandkit/mod.ts";

/** Turns any failure into what a visitor may see, logging the rest. */
export type PublicErrors = (error: unknown, context?: { requestId?: string }) => ErrorBody;

export type PublicErrorOptions = {
  log: Log;
  /** Removes keys, tokens and bearer values from a detail before it is logged. @default redactSecrets */
  redact?: (text: string) => string;
  /** @default an 8-character random id */
  newErrorId?: () => string;
};

/** The public face of errors for this server. */
export function createPublicErrors(options: PublicErrorOptions): PublicErrors {
  const redact = options.redact ?? ((text: string) => redactSecrets(text));
  const newErrorId = options.newErrorId ?? (() => crypto.randomUUID().slice(0, 8));
  return (error, context = {}) => {
    const errorId = newErrorId();
    const body = publicErrorBody(error, errorId);
    if (body.errorId === undefined) return body;
    options.log({
      level: "error",
      event: "failure",
      errorId,
      requestId: context.requestId,
      code: body.code,
      detail: redact(errorLogDetail(error)),
      stack: isBrandKitError(error) || !(error instanceof Error) ? undefined : redact(error.stack ?? ""),
    });
    return body;
  };
}
