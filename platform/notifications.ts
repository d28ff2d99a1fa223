/**
 * The notifications service (docs/behaviour.md#platform-services, #platform-input-rules): email needs "to",
 * "subject" and either "html" or "text"; an answer without success, or a failed call, is
 * 'Failed to send email: ...'.
 */
import { z } from "zod";
import type { ClientContext } from "./context.ts";
import { ErrorCode, ErrorKind, isPlatformError, PlatformError, validationError } from "./errors.ts";

/** The exact message for a missing field (docs/behaviour.md#platform-input-rules). */
export const EMAIL_FIELDS_REQUIRED = 'The "to", "subject", and either "html" or "text" fields are required.';

export type EmailAttachment = { filename: string; url: string; type?: string };
export type EmailRequest = {
  to: string | string[];
  subject: string;
  html?: string;
  text?: string;
  from?: string;
  replyTo?: string;
  cc?: string | string[];
  bcc?: string | string[];
  attachments?: EmailAttachment[];
};

const EmailResultSchema = z.looseObject({
  success: z.boolean(),
  messageId: z.string().optional(),
  error: z.string().optional(),
  message: z.string().optional(),
});
export type EmailResult = { success: true; messageId?: string };

export type NotificationsApi = { email(request: EmailRequest): Promise<EmailResult> };

function isBlank(value: string | string[] | undefined): boolean {
  if (value === undefined) return true;
  return Array.isArray(value) ? value.every((item) => !item.trim()) : !value.trim();
}

export function checkEmail(request: Partial<EmailRequest> | undefined): void {
  if (
    !request || isBlank(request.to) || isBlank(request.subject) ||
    (isBlank(request.html) && isBlank(request.text))
  ) {
    throw validationError(EMAIL_FIELDS_REQUIRED);
  }
}

function sendFailed(reason: string, cause?: unknown, status?: number): PlatformError {
  return new PlatformError(
    ErrorKind.NOTIFICATIONS,
    ErrorCode.SEND_FAILED,
    `Failed to send email: ${reason}`,
    {
      cause,
      status,
    },
  );
}

export function createNotifications(context: ClientContext): NotificationsApi {
  return {
    async email(request) {
      checkEmail(request);
      let answer: z.infer<typeof EmailResultSchema>;
      try {
        answer = await context.http.json(
          {
            path: `/api/notifications/${context.projectPath}/email`,
            json: request,
            kind: ErrorKind.NOTIFICATIONS,
          },
          EmailResultSchema,
        );
      } catch (error) {
        // Auth, validation and rate-limit failures keep their own meaning; anything else is a failed send.
        if (
          isPlatformError(error) &&
          (error.kind === ErrorKind.AUTH || error.kind === ErrorKind.VALIDATION ||
            error.code === ErrorCode.RATE_LIMIT_EXCEEDED)
        ) throw error;
        throw sendFailed(
          error instanceof Error ? error.message : String(error),
          error,
          isPlatformError(error) ? error.status : undefined,
        );
      }
      if (!answer.success) throw sendFailed(answer.error ?? answer.message ?? "the platform did not send it");
      return answer.messageId === undefined
        ? { success: true }
        : { success: true, messageId: answer.messageId };
    },
  };
}
