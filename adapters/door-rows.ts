/**
 * What the SQLite and Postgres door stores share (issue 39): a row of `kit_cohosts` read back through zod (a time
 * arrives as a number from SQLite, a string from Postgres's BIGINT), so a row that is not what the store wrote is
 * an INTERNAL error naming its column, and whether a token is a co-host's, compared in constant time.
 */
import { z } from "zod";
import { type CohostRecord, sameHash } from "../brandkit/mod.ts";
import { BrandKitError, COHOST_ID_PATTERN, ErrorCode, toValidationIssues } from "../brandkit/web.ts";

/** A row of `kit_cohosts`, as selected by both stores (its token's hash aside). */
export type CohostRow = { cohost_id: string; label: string; created_at: number | string };

const CohostRowSchema = z.object({
  cohost_id: z.string().regex(COHOST_ID_PATTERN),
  label: z.string(),
  created_at: z.union([z.number().int(), z.string().regex(/^-?\d{1,16}$/).transform(Number)]),
});

/** A co-host from its row; INTERNAL, naming the column at fault, when the database holds something else. */
export function cohostOf(row: CohostRow): CohostRecord {
  const parsed = CohostRowSchema.safeParse(row);
  if (!parsed.success) {
    const [issue] = toValidationIssues(parsed.error);
    throw new BrandKitError(
      ErrorCode.INTERNAL,
      `The kit database holds a co-host that cannot be read: ${issue.path}: ${issue.message}`,
    );
  }
  return { cohostId: parsed.data.cohost_id, label: parsed.data.label, createdAtMs: parsed.data.created_at };
}

/** True when `tokenHash` is one of `hashes`: every one is compared, so the time taken does not tell which. */
export function anyHashIs(hashes: readonly string[], tokenHash: string): boolean {
  let found = false;
  for (const hash of hashes) found = sameHash(tokenHash, hash) || found;
  return found;
}
