/**
 * A guest's own answer in the browser (issue 28): its id and token, kept in localStorage per kit so the page
 * shows it again, and the private link that brings it to another browser: `/k/{id}?guest=<guestId>#t=<token>`.
 * The token rides in the fragment, so it never reaches a server, its logs or a Referer header; the page takes it
 * out of the address bar once read, so copying the address never hands the answer on.
 */
import type { KeyValueStorage } from "../state/your-kits.ts";

/** localStorage as the page uses it here. */
export type GuestStorage = KeyValueStorage & { removeItem?(key: string): void };

/** What the browser keeps of an answer. */
export type GuestKey = { guestId: string; guestToken: string };

/** The query parameter of the private link. */
export const GUEST_PARAM = "guest";
/** The fragment's parameter that carries the token. */
export const TOKEN_FRAGMENT = "t";

/** The localStorage key of kit `kitId`'s answer. */
export function guestStorageKey(kitId: string): string {
  return `brandkit.rsvp.v1.${kitId}`;
}

/** An id or a token as the server makes them: URL-safe base64, 22 to 128 characters. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{20,128}$/;

function guestKeyOf(value: unknown): GuestKey | null {
  if (typeof value !== "object" || value === null) return null;
  const { guestId, guestToken } = value as Record<string, unknown>;
  if (typeof guestId !== "string" || typeof guestToken !== "string") return null;
  return KEY_PATTERN.test(guestId) && KEY_PATTERN.test(guestToken) ? { guestId, guestToken } : null;
}

/** The answer this browser keeps for the kit, or null (none, unreadable, or storage refused). */
export function readGuestKey(storage: GuestStorage | null, kitId: string): GuestKey | null {
  try {
    const text = storage?.getItem(guestStorageKey(kitId));
    return text ? guestKeyOf(JSON.parse(text)) : null;
  } catch {
    return null;
  }
}

/** Keeps the answer for the kit; false when the storage refused (the private link still works). */
export function writeGuestKey(storage: GuestStorage | null, kitId: string, key: GuestKey): boolean {
  try {
    if (!storage) return false;
    storage.setItem(guestStorageKey(kitId), JSON.stringify(key));
    return true;
  } catch {
    return false;
  }
}

/** Forgets the kit's answer (withdrawn, or gone from the server). */
export function forgetGuestKey(storage: GuestStorage | null, kitId: string): void {
  try {
    if (storage?.removeItem) storage.removeItem(guestStorageKey(kitId));
    else storage?.setItem(guestStorageKey(kitId), "");
  } catch {
    // nothing kept, nothing to forget
  }
}

/** The private link of an answer to the event page at `pageUrl` (absolute). */
export function privateLink(pageUrl: string, key: GuestKey): string {
  const url = new URL(pageUrl);
  url.search = new URLSearchParams({ [GUEST_PARAM]: key.guestId }).toString();
  url.hash = new URLSearchParams({ [TOKEN_FRAGMENT]: key.guestToken }).toString();
  return url.href;
}

/** The answer a private link carries (`?guest=` and `#t=`), or null for any other address. */
export function guestKeyOfLink(location: { search: string; hash: string }): GuestKey | null {
  const guestId = new URLSearchParams(location.search).get(GUEST_PARAM);
  const guestToken = new URLSearchParams(location.hash.replace(/^#/, "")).get(TOKEN_FRAGMENT);
  return guestKeyOf({ guestId, guestToken });
}
