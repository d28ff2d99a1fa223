/**
 * What the SQLite and Postgres update stores share (issue 38): a row of `kit_updates` read back through zod (a
 * time arrives as a number from SQLite, a string from Postgres's BIGINT), so a row that is not what the store
 * wrote is an INTERNAL error naming its column, never shown as something else.
 */
import { z } from "zod";
import type { KitUpdateRecord } from "../brandkit/mod.ts";
import { BrandKitError, ErrorCode, toValidationIssues, UPDATE_ID_PATTERN } from "../brandkit/web.ts";

/** A row of `kit_updates`, as selected by both stores. */
export type UpdateRow = { update_id: string; text: string; created_at: number | string };

const UpdateRowSchema = z.object({
  update_id: z.string().regex(UPDATE_ID_PATTERN),
  text: z.string(),
  created_at: z.union([z.number().int(), z.string().regex(/^-?\d{1,16}$/).transform(Number)]),
});

/** An update from its row; INTERNAL, naming the column at fault, when the database holds something else. */
export function updateOf(row: UpdateRow): KitUpdateRecord {
  const parsed = UpdateRowSchema.safeParse(row);
  if (!parsed.success) {
    const [issue] = toValidationIssues(parsed.error);
    throw new BrandKitError(
      ErrorCode.INTERNAL,
      `The kit database holds an update that cannot be read: ${issue.path}: ${issue.message}`,
    );
  }
  return { updateId: parsed.data.update_id, text: parsed.data.text, createdAtMs: parsed.data.created_at };
}
