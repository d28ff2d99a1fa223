/**
 * The owner token this browser keeps for a kit, from "Your kits" (issue 19): a kit page opens editable with it
 * (issue 26), an event page shows its guest list (issue 28). The list's code loads only when the storage may
 * hold one.
 */
import type { AppServices } from "../app-context.ts";
import { mayHaveKits } from "./kept-kits-keys.ts";

/** The owner token this browser keeps for kit `id`, or null. */
export async function ownerTokenOf(id: string, services: AppServices): Promise<string | null> {
  if (!mayHaveKits(services.deps.storage)) return null;
  const list = await services.yourKits();
  list.load();
  return list.getState().kits.find((kit) => kit.id === id)?.ownerToken ?? null;
}
