/**
 * A script face's file at one weight, as bytes loadFace reads: a static face's WOFF as it is; a variable face's
 * WOFF2 decoded and pinned at the weight (a static font, as if the package had shipped that weight). The weights
 * of one subset are loaded together, so they share one read and one decoding, which is then dropped: only the
 * instances are kept, by their faces.
 */
import type { FontWeight } from "./_face.ts";
import { decodeWoff2 } from "./_woff2.ts";
import type { ReadFile } from "./font-library.ts";
import type { FontInstancer } from "./instance.ts";

/**
 * The bytes of the file at `url` for `weight`; null when the file cannot be read (the face lacks that subset,
 * as for a missing static file). Throws when a variable file is read but cannot be decoded or instanced.
 */
export type ScriptFileReader = (
  url: URL,
  variable: boolean,
  weight: FontWeight,
) => Promise<Uint8Array | null>;

const fileName = (url: URL) => url.pathname.slice(url.pathname.lastIndexOf("/") + 1);

function failure(url: URL, what: string, error: unknown): Error {
  const reason = error instanceof Error ? error.message : String(error);
  return new Error(`The variable font ${fileName(url)} could not be ${what}: ${reason}`, { cause: error });
}

export function createScriptFileReader(readFile: ReadFile, instance: FontInstancer): ScriptFileReader {
  const decoding = new Map<string, Promise<Uint8Array | null>>();

  function decoded(url: URL): Promise<Uint8Array | null> {
    let pending = decoding.get(url.href);
    if (!pending) {
      pending = readFile(url).then(
        (bytes) => decodeWoff2(bytes).catch((error) => Promise.reject(failure(url, "decoded", error))),
        () => null,
      );
      decoding.set(url.href, pending);
      const forget = () => decoding.delete(url.href);
      pending.then(forget, forget);
    }
    return pending;
  }

  return async (url, variable, weight) => {
    if (!variable) return readFile(url).catch(() => null);
    const sfnt = await decoded(url);
    if (!sfnt) return null;
    try {
      return instance(sfnt, { wght: weight });
    } catch (error) {
      throw failure(url, `instanced at weight ${weight}`, error);
    }
  };
}
