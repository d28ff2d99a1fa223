/**
 * The owner's updates to the guests (issue 38): short texts an event's owner posts, which the event page, its
 * Atom feed and the API show newest first. What crosses the wire (UpdateBodySchema, KitUpdateSchema: browser-safe,
 * zod only) and what the kit store keeps of them (UpdateStore, which KitStore extends, beside GuestStore): rows in
 * `kit_updates` (schema version 7), deleted with their kit. An update's id is 128 random bits, like a kit's.
 */
import { z } from "zod";
import { KIT_ID_PATTERN } from "../schemas.ts";
import { typedText } from "../typed-text.ts";
import { UPDATE_TEXT_MAX } from "./update-limits.ts";
import { sharePath } from "./kit-paths.ts";

/** An update's id: the same shape as a kit id. Anything else is refused before a store is asked. */
export const UPDATE_ID_PATTERN = KIT_ID_PATTERN;

/**
 * An update's text: text people type, of several lines (line breaks as LF), 1 to UPDATE_TEXT_MAX characters once
 * trimmed.
 */
const updateTextSchema = typedText("several", {
  error: (issue) => `text ${issue.input === undefined ? "is required" : "must be text"}`,
})
  .transform((text) => text.replaceAll("\r\n", "\n").trim())
  .pipe(
    z.string()
      .min(1, { error: "text must not be empty" })
      .refine((text) => Array.from(text).length <= UPDATE_TEXT_MAX, {
        error: `text must be at most ${UPDATE_TEXT_MAX} characters`,
      }),
  );

/** What the owner posts (POST /api/kits/{id}/updates). */
export const UpdateBodySchema = z.strictObject({ text: updateTextSchema });
export type UpdateBody = z.infer<typeof UpdateBodySchema>;

/** One update as the API shows it. */
export const KitUpdateSchema = z.strictObject({
  id: z.string().regex(UPDATE_ID_PATTERN),
  text: z.string(),
  /** ISO 8601, UTC. */
  createdAt: z.iso.datetime(),
});
export type KitUpdate = z.infer<typeof KitUpdateSchema>;

/** GET /api/kits/{id}/updates: newest first. */
export const KitUpdateListSchema = z.strictObject({ updates: z.array(KitUpdateSchema) });
export type KitUpdateList = z.infer<typeof KitUpdateListSchema>;

/** One update as kept. */
export type KitUpdateRecord = { updateId: string; text: string; createdAtMs: number };

/** What adding an update found. */
export type AddUpdateVerdict =
  | { verdict: "added" }
  | { verdict: "not-found" }
  /** The kit has its `max` updates in the window: a place is free again at `freeAtMs`. */
  | { verdict: "limit"; freeAtMs: number };

/** The updates half of the kit store. A kit that is gone or has expired has no updates: "not-found" or null. */
export interface UpdateStore {
  /**
   * Adds an update to live kit `kitId` unless it already has `max` updates made in the `windowMs` before
   * `nowMs`: counted and kept in one transaction (the kit's row locked on Postgres), so two instances never
   * both pass the limit. The owner was checked by the caller.
   */
  addUpdate(
    kitId: string,
    update: KitUpdateRecord,
    limit: { max: number; windowMs: number },
    nowMs: number,
  ): Promise<AddUpdateVerdict>;
  /** Removes one update of live kit `kitId` (the owner was checked by the caller); false when there is none. */
  removeUpdate(kitId: string, updateId: string, nowMs: number): Promise<boolean>;
  /** The live kit's updates, newest first; null for no live kit. */
  updates(kitId: string, nowMs: number): Promise<KitUpdateRecord[] | null>;
}

/** The path of a kit's updates as an Atom feed (`/k/{id}/updates.atom`). */
export function updatesFeedPath(id: string): string {
  return `${sharePath(id)}/updates.atom`;
}

/** An update as the API shows it. */
export function kitUpdateOf(record: KitUpdateRecord): KitUpdate {
  return { id: record.updateId, text: record.text, createdAt: new Date(record.createdAtMs).toISOString() };
}

/**
 * When a kit holding updates made at `times` (any order) may take another under `max` per `windowMs`: when the
 * oldest of those that keep it at the limit leaves the window. null when it may now.
 */
export function updateFreeAt(
  times: readonly number[],
  max: number,
  windowMs: number,
  nowMs: number,
): number | null {
  const inWindow = times.filter((time) => time > nowMs - windowMs).sort((a, b) => a - b);
  if (inWindow.length < max) return null;
  return inWindow[inWindow.length - max] + windowMs;
}
