/**
 * The door link's token (issue 39): read from the link's fragment (`/k/{id}/door#token=...`, so it never reaches a
 * server log or a Referer), kept in localStorage per kit, forgotten when the server says the link no longer works.
 * The kept guest list and the check-ins waiting to be sent have their keys here too.
 */
import { DOOR_TOKEN_FRAGMENT } from "../../brandkit/web.ts";

/** localStorage as the door uses it; `removeItem` where the browser has it. */
export type DoorStorage = {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem?(key: string): void;
};

const PREFIX = "brandkit.door.v1";

/** The storage keys of one kit's door. */
export function doorStorageKeys(kitId: string) {
  return {
    token: `${PREFIX}.${kitId}.token`,
    roster: `${PREFIX}.${kitId}.roster`,
    queue: `${PREFIX}.${kitId}.queue`,
  } as const;
}

/** A token as the server gives them: URL-safe base64, of a sane length. */
const TOKEN = /^[A-Za-z0-9_-]{16,200}$/;

/** True for a string shaped like a token. */
export function isDoorToken(value: unknown): value is string {
  return typeof value === "string" && TOKEN.test(value);
}

/** The token in a location's fragment (`#token=...`), or null. */
export function tokenFromFragment(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, "")).get(DOOR_TOKEN_FRAGMENT);
  return isDoorToken(token) ? token : null;
}

/** The fragment without the token (other keys kept), "" when nothing is left. */
export function fragmentWithoutToken(hash: string): string {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  params.delete(DOOR_TOKEN_FRAGMENT);
  const rest = params.toString();
  return rest ? `#${rest}` : "";
}

/** The value under `key`, or null where storage is missing or refuses. */
export function readItem(storage: DoorStorage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Keeps `value` under `key`; false where storage is missing or refuses (full, private mode). */
export function writeItem(storage: DoorStorage | null, key: string, value: string): boolean {
  try {
    if (!storage) return false;
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Forgets `key`. */
export function removeItem(storage: DoorStorage | null, key: string): void {
  try {
    if (storage?.removeItem) storage.removeItem(key);
    else storage?.setItem(key, "");
  } catch {
    // nothing kept, nothing to forget
  }
}

/** The token kept for kit `kitId`, or null. */
export function keptToken(storage: DoorStorage | null, kitId: string): string | null {
  const token = readItem(storage, doorStorageKeys(kitId).token);
  return isDoorToken(token) ? token : null;
}
