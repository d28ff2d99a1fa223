/**
 * What the SQLite and Postgres mail stores share: a row of `mail_outbox` read back (checked with zod, its payload
 * too), and the payload as written.
 */
import { z } from "zod";
import type { ClaimedMail, MailMessage, MailRecipient, PromotedGuest } from "../brandkit/mod.ts";
import { BrandKitError, ErrorCode, toValidationIssues } from "../brandkit/web.ts";

/** A sent (or refused) mail's payload: its message is not kept. */
export const SENT_PAYLOAD = "{}";

/** A row of `mail_outbox`. */
export type OutboxRow = {
  mail_id: string;
  kit_id: string;
  guest_id: string | null;
  kind: string;
  dedupe_key: string;
  payload: string;
  attempts: number;
};

const MessageSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  headers: z.record(z.string(), z.string()).optional(),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), content: z.string() }))
    .optional(),
});

/** The payload of a message as kept. */
export function payloadOf(message: MailMessage): string {
  return JSON.stringify(message);
}

/** A claimed mail from its row; INTERNAL when the payload is not a message. */
export function mailOf(row: OutboxRow): ClaimedMail {
  let message: unknown;
  try {
    message = JSON.parse(row.payload);
  } catch {
    message = undefined;
  }
  const parsed = MessageSchema.safeParse(message);
  if (!parsed.success) {
    const [issue] = toValidationIssues(parsed.error);
    throw new BrandKitError(
      ErrorCode.INTERNAL,
      `The kit database holds a mail that cannot be read: payload.${issue?.path ?? ""}: ${
        issue?.message ?? ""
      }`,
    );
  }
  return {
    mailId: row.mail_id,
    kitId: row.kit_id,
    guestId: row.guest_id,
    kind: row.kind,
    dedupeKey: row.dedupe_key,
    message: parsed.data,
    attempts: Number(row.attempts),
  };
}

/** A guest row read for a later mail. */
export type RecipientRow = {
  guest_id: string;
  name: string;
  email: string;
  status: string;
  token_hash: string;
  check_in_code: string;
};

/** A guest row read for the promotion step: the recipient's columns and the guest's mail state. */
export type PromotedRow = RecipientRow & {
  kit_id: string;
  email: string | null;
  unsubscribed: number | boolean;
  promoted_at: number | string;
};

/** A promoted guest from their row: a recipient only when they can be mailed. */
export function promotedOf(row: PromotedRow): PromotedGuest {
  const mailable = row.status === "going" && row.email !== null && !row.unsubscribed;
  return {
    kitId: row.kit_id,
    guestId: row.guest_id,
    promotedAtMs: Number(row.promoted_at),
    recipient: mailable ? recipientOf({ ...row, email: row.email! }) : null,
  };
}

/** A recipient from its row. */
export function recipientOf(row: RecipientRow): MailRecipient {
  return {
    guestId: row.guest_id,
    name: row.name,
    email: row.email,
    status: row.status,
    tokenHash: row.token_hash,
    ...row.status === "going" ? { checkInCode: row.check_in_code } : {},
  };
}
