/**
 * A script face's file, read for shaping and for embedding. A static face's WOFF is read as it is. A variable
 * face's WOFF2 is decoded to SFNT: HarfBuzz shapes and draws it at each weight (font variations), the weights of a
 * subset sharing one read, one decoding and one parsed face; a document embeds it pinned at the weight, a static
 * font, as the static package had shipped.
 */
import type { FontWeight } from "./_face.ts";
import { decodeWoff2 } from "./_woff2.ts";
import type { FontInstancer } from "./instance.ts";

/** Reads a file by URL (the edges pass `Deno.readFile`). */
export type ReadFile = (url: URL) => Promise<Uint8Array>;

export type ScriptFiles = {
  /**
   * The file's bytes (a variable file decoded); null when it cannot be read (the face lacks that subset). Throws
   * when a variable file is read but does not decode. Reads of one file at the same time share their result.
   */
  read(url: URL, variable: boolean): Promise<Uint8Array | null>;
  /** The bytes a document embeds: a static file as it is, a variable one pinned at `weight`. */
  embeddable(url: URL, variable: boolean, weight: FontWeight): Promise<Uint8Array>;
};

const fileName = (url: URL) => url.pathname.slice(url.pathname.lastIndexOf("/") + 1);

function failure(url: URL, what: string, error: unknown): Error {
  const reason = error instanceof Error ? error.message : String(error);
  return new Error(`The variable font ${fileName(url)} could not be ${what}: ${reason}`, { cause: error });
}

export function createScriptFiles(readFile: ReadFile, instance: FontInstancer): ScriptFiles {
  const pending = new Map<string, Promise<Uint8Array | null>>();

  function read(url: URL, variable: boolean): Promise<Uint8Array | null> {
    let bytes = pending.get(url.href);
    if (!bytes) {
      bytes = readFile(url).then(
        (file) =>
          variable
            ? decodeWoff2(file).catch((error) => Promise.reject(failure(url, "decoded", error)))
            : file,
        () => null,
      );
      pending.set(url.href, bytes);
      const forget = () => pending.delete(url.href);
      bytes.then(forget, forget);
    }
    return bytes;
  }

  return {
    read,
    async embeddable(url, variable, weight) {
      const bytes = await read(url, variable);
      if (!bytes) throw new Error(`Cannot read the font ${fileName(url)}`);
      if (!variable) return bytes;
      try {
        return instance(bytes, { wght: weight });
      } catch (error) {
        throw failure(url, `pinned at weight ${weight}`, error);
      }
    },
  };
}
