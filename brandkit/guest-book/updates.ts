/**
 * The owner's updates to the guests (issue 38): the owner posts a short text (several lines, 1-1000 characters)
 * and removes one; anyone with the link reads them, newest first, on the event page, in its Atom feed and from the
 * API. A kit takes at most BRANDKIT_UPDATES_PER_DAY updates in any 24 hours, counted and kept in the store's one
 * transaction; one more is RATE_LIMIT_EXCEEDED with the seconds until the oldest of them leaves the window.
 *
 * `afterPost` is told of each update once it is kept (mail to the guests hangs there); its failure is logged and
 * never takes the update back.
 */
import { BrandKitError, ErrorCode } from "../errors.ts";
import { kitNotFound, newKitId } from "../kept/kept-kits.ts";
import type { KitKeeper } from "../kept/kit-keeper.ts";
import type { KeptKitRecord } from "../kept/kept-record.ts";
import {
  type KitUpdate,
  kitUpdateOf,
  UPDATE_ID_PATTERN,
  type UpdateBody,
  type UpdateStore,
} from "../kept/kit-updates.ts";
import { UPDATES_WINDOW_MS } from "../kept/update-limits.ts";
import type { Log } from "../log.ts";
import { MS_PER_S } from "../time.ts";

export type KitUpdatesDeps = {
  store: UpdateStore;
  kits: Pick<KitKeeper, "find" | "checkOwner">;
  /** BRANDKIT_UPDATES_PER_DAY. */
  perDay: number;
  now: () => number;
  /** @default newKitId (128 random bits) */
  newUpdateId?: () => string;
  /** Told of each update once it is kept (mail, later). @default nothing */
  afterPost?: (kit: KeptKitRecord, update: KitUpdate) => Promise<void>;
  /** Told when `afterPost` fails. @default nowhere */
  log?: Log;
};

export type KitUpdates = {
  /** Keeps the owner's update; 201's body. Throws KIT_NOT_FOUND, FORBIDDEN or RATE_LIMIT_EXCEEDED. */
  post(kitId: string, ownerToken: string, body: UpdateBody): Promise<KitUpdate>;
  /** Removes one update, with the owner token. Throws KIT_NOT_FOUND, FORBIDDEN or NOT_FOUND. */
  remove(kitId: string, ownerToken: string, updateId: string): Promise<void>;
  /** The live kit's updates, newest first. Throws KIT_NOT_FOUND. */
  list(kitId: string): Promise<KitUpdate[]>;
};

/** 404 NOT_FOUND: no such update (removed by the owner, or never posted). */
export function updateNotFound(): BrandKitError {
  return new BrandKitError(
    ErrorCode.NOT_FOUND,
    "There is no such update for this event: it may have been removed.",
  );
}

/** 429 RATE_LIMIT_EXCEEDED: the kit's updates of the day are all posted. */
export function updateLimitError(perDay: number, retryAfterS: number): BrandKitError {
  return new BrandKitError(
    ErrorCode.RATE_LIMIT_EXCEEDED,
    `An event takes at most ${perDay} updates in 24 hours. Please wait ${retryAfterS}s before posting another.`,
    { retryAfter: retryAfterS },
  );
}

export function createKitUpdates(deps: KitUpdatesDeps): KitUpdates {
  const { store, kits, now } = deps;
  const newUpdateId = deps.newUpdateId ?? newKitId;

  return {
    async post(kitId, ownerToken, body) {
      await kits.checkOwner(kitId, ownerToken);
      const kit = await kits.find(kitId);
      if (!kit) throw kitNotFound();
      const nowMs = now();
      const record = { updateId: newUpdateId(), text: body.text, createdAtMs: nowMs };
      const added = await store.addUpdate(
        kitId,
        record,
        { max: deps.perDay, windowMs: UPDATES_WINDOW_MS },
        nowMs,
      );
      if (added.verdict === "not-found") throw kitNotFound();
      if (added.verdict === "limit") {
        throw updateLimitError(deps.perDay, Math.max(1, Math.ceil((added.freeAtMs - nowMs) / MS_PER_S)));
      }
      const update = kitUpdateOf(record);
      if (deps.afterPost) {
        try {
          await deps.afterPost(kit, update);
        } catch (error) {
          deps.log?.({
            level: "error",
            event: "update-after-post-failed",
            kitId,
            message: error instanceof Error ? error.message : String(error),
          });
        }
      }
      return update;
    },

    async remove(kitId, ownerToken, updateId) {
      await kits.checkOwner(kitId, ownerToken);
      if (!UPDATE_ID_PATTERN.test(updateId)) throw updateNotFound();
      if (!await store.removeUpdate(kitId, updateId, now())) throw updateNotFound();
    },

    async list(kitId) {
      const updates = await store.updates(kitId, now());
      if (!updates) throw kitNotFound();
      return updates.map(kitUpdateOf);
    },
  };
}
