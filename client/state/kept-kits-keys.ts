/**
 * Where kept kits (issue 19) reach the page: the `?from=` parameter of 'Make your own' and the localStorage key
 * of "Your kits". In a file of their own, so the first-load script can look for them and load the modules that
 * handle them only when they are there.
 */

/** The query parameter of the share page's 'Make your own' link (`/?from={id}`). */
export const FROM_PARAM = "from";

/** The localStorage key of "Your kits". */
export const YOUR_KITS_STORAGE_KEY = "brandkit.yourKits.v1";

/** False only when the storage is readable and holds no list of "Your kits": no kit of this browser's to find. */
export function mayHaveKits(storage: () => { getItem(key: string): string | null } | null): boolean {
  try {
    return storage()?.getItem(YOUR_KITS_STORAGE_KEY) !== null;
  } catch {
    return true;
  }
}
