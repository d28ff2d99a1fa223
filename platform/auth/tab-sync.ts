/**
 * Tabs of one browser share the stored tokens; a storage event tells the others when one tab signs in, refreshes
 * or signs out, so they follow instead of working on with tokens that are gone (or were rotated away).
 */
import type { EventTargetLike } from "../runtime.ts";
import { TokensSchema } from "./schemas.ts";
import type { Session } from "./session.ts";

/** The part of a StorageEvent read here. */
type StorageEventLike = { key?: string | null; newValue?: string | null };

/** Follows other tabs' changes to `key`; returns the function that stops listening. */
export function followOtherTabs(
  target: EventTargetLike | undefined,
  key: string,
  session: Session,
): () => void {
  if (!target) return () => {};
  const onStorage = (event: StorageEventLike) => {
    // A null key means another tab cleared all of storage.
    if (event.key !== key && event.key !== null) return;
    if (event.newValue === null || event.newValue === undefined) return session.follow(undefined);
    try {
      const parsed = TokensSchema.safeParse(JSON.parse(event.newValue));
      if (parsed.success) session.follow(parsed.data);
    } catch {
      // Something that is not a token set: not ours to act on.
    }
  };
  target.addEventListener("storage", onStorage);
  return () => target.removeEventListener("storage", onStorage);
}
