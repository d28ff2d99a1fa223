/**
 * Who holds a token at the door (issue 39): the kit's owner, or one of the co-hosts the owner invited. A co-host
 * reads the guest list and checks guests in and out; everything else stays the owner's (docs/http-api.md#the-door).
 */
import { ErrorCode, isBrandKitError } from "../errors.ts";
import { hashOwnerToken } from "../kept/kept-kits.ts";
import type { KitKeeper } from "../kept/kit-keeper.ts";
import type { DoorStore } from "../rsvp/door-store.ts";

/** Who may be at the door. */
export type DoorRole = "owner" | "cohost";

export type DoorRoleDeps = {
  kits: Pick<KitKeeper, "checkOwner">;
  store: Pick<DoorStore, "isCohost">;
  now: () => number;
};

/**
 * "owner" or "cohost" for `token` at kit `kitId`. Throws KIT_NOT_FOUND for no live kit and FORBIDDEN for any
 * other token (a guest's, a revoked co-host's), as the owner's check does.
 */
export async function doorRoleOf(deps: DoorRoleDeps, kitId: string, token: string): Promise<DoorRole> {
  try {
    await deps.kits.checkOwner(kitId, token);
    return "owner";
  } catch (error) {
    if (!isBrandKitError(error, ErrorCode.FORBIDDEN)) throw error;
    if (await deps.store.isCohost(kitId, await hashOwnerToken(token), deps.now())) return "cohost";
    throw error;
  }
}
