/**
 * What travels through Redis: one job per batch row (the validated request, its inspiration image inlined as a
 * data URL, since the worker may be on another machine) and what the worker answers. Both are read back with
 * zod: Redis is a boundary, and a job written by another version or by hand must fail clearly, not deep inside.
 */
import { z } from "zod";
import { ErrorCode, FormatNameSchema, GenerationRequestSchema } from "../../brandkit/web.ts";

/** The one BullMQ queue batches share (jobs carry their batch's id). */
export const QUEUE_NAME = "brandkit-batch";

/** One row of a batch, as a job's data. */
export const RowJobSchema = z.strictObject({
  /** The batch the row belongs to (the CLI's batchIdOf, cli/batch-queued.ts). */
  batch: z.string().regex(/^[0-9a-f]+$/),
  /** The row's number among the batch's rows, 1-based, and how many rows it has (for the folder's name). */
  row: z.int().positive(),
  total: z.int().positive(),
  /** The line of the batch file the row starts on, for messages. */
  line: z.int().positive(),
  request: GenerationRequestSchema,
  /** The extra formats the kit gets (`batch --formats`); jobs queued before formats existed have none. */
  formats: z.array(FormatNameSchema).default([]),
});
export type RowJob = z.output<typeof RowJobSchema>;

/** A worker's answer for a row it finished. */
export const RowDoneSchema = z.strictObject({
  status: z.literal("done"),
  /** The row's folder in the sink. */
  folder: z.string().min(1),
  /** The provider that made the kit. */
  provider: z.string().min(1),
});
export type RowDone = z.output<typeof RowDoneSchema>;

/** Why a worker could not finish a row (a job's failed reason is this, as JSON). */
export const RowFailureSchema = z.strictObject({
  code: z.enum(ErrorCode),
  message: z.string(),
});
export type RowFailure = z.output<typeof RowFailureSchema>;

/** What became of a queued row. */
export type RowResult = RowDone | { status: "failed"; error: RowFailure };

/** The job id of `row` in `batch`: the same row of the same batch always gets the same id. */
export function jobIdOf(batch: string, row: number): string {
  return `${batch}-${row}`;
}

/** A failed reason as the worker wrote it; anything else (a stall limit, a crash) is an INTERNAL failure. */
export function parseFailedReason(reason: string | undefined): RowFailure {
  try {
    const parsed = RowFailureSchema.safeParse(JSON.parse(reason ?? ""));
    if (parsed.success) return parsed.data;
  } catch {
    // not JSON: BullMQ's own reason, such as a job that stalled too often
  }
  return { code: ErrorCode.INTERNAL, message: `the worker failed: ${reason || "no reason given"}` };
}
