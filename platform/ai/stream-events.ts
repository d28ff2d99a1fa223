/**
 * The events of a streamed text answer: the platform pipes the AI SDK v5 UI message stream (server-sent events:
 * start, start-step, text-start, text-delta with `delta`, text-end, finish-step, finish, error). Older platforms
 * sent `textDelta` instead of `delta`; both are read. Event types the client has no use for (reasoning, sources,
 * tool calls, ...) are skipped, as the protocol allows new ones at any time.
 */
import { z } from "zod";

const TextDeltaSchema = z.looseObject({
  type: z.literal("text-delta"),
  delta: z.string().optional(),
  textDelta: z.string().optional(),
});

const FinishSchema = z.looseObject({
  type: z.literal("finish"),
  finishReason: z.string().optional(),
  usage: z.unknown().optional(),
});

/** v5 sends `errorText`; older platforms `error` as a text or as `{code, message}`. */
const ErrorEventSchema = z.looseObject({
  type: z.literal("error"),
  errorText: z.string().optional(),
  error: z.union([
    z.string(),
    z.looseObject({ code: z.string().optional(), message: z.string().optional() }),
  ]).optional(),
});

export type TextStreamEvent =
  | { kind: "delta"; text: string }
  | { kind: "finish"; finishReason?: string; usage?: unknown }
  | { kind: "error"; code?: string; message?: string }
  | { kind: "other" };

/** What one event means to the client; undefined when it is not a JSON object with a type. */
export function readTextStreamEvent(json: unknown): TextStreamEvent | undefined {
  const typed = z.looseObject({ type: z.string() }).safeParse(json);
  if (!typed.success) return undefined;
  const delta = TextDeltaSchema.safeParse(json);
  if (delta.success) return { kind: "delta", text: delta.data.delta ?? delta.data.textDelta ?? "" };
  const finish = FinishSchema.safeParse(json);
  if (finish.success) {
    return { kind: "finish", finishReason: finish.data.finishReason, usage: finish.data.usage };
  }
  const error = ErrorEventSchema.safeParse(json);
  if (error.success) {
    const detail = error.data.error;
    if (typeof detail === "string" || detail === undefined) {
      return { kind: "error", message: error.data.errorText ?? detail };
    }
    return { kind: "error", code: detail.code, message: detail.message ?? error.data.errorText };
  }
  return { kind: "other" };
}
