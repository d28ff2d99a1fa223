/**
 * The media store: generated graphics on disk under BRANDKIT_DATA_DIR/media, named by the SHA-256 of their
 * bytes (so the same graphic is stored once and its URL can be cached forever), written atomically (temporary
 * file, then rename) and bounded in size: past the bound the oldest graphics are evicted first.
 */
import { MEDIA_ID_PATTERN, mediaIdOf, type MediaStore } from "../brandkit/media.ts";
import type { MediaFileSystem } from "./media-fs.ts";
const TEMP_PREFIX = ".tmp-";
const BYTES_PER_MB = 1024 * 1024;

/** Where the media store keeps its files, and how much. */
export type MediaStoreOptions = {
  fs: MediaFileSystem;
  /** The folder the graphics live in. */
  dir: string;
  /** Upper bound on the bytes kept. */
  maxBytes: number;
  /** @default Date.now */
  now?: () => number;
  /** Names temporary files. @default crypto.randomUUID */
  randomId?: () => string;
  /**
   * Of the given graphics, those a live kit shows (KitStore.keptMedia): the bound never evicts them, only
   * unkept ones such as previews. When it cannot answer (the database is down), nothing is evicted until it
   * can: the bound is exceeded for a while rather than a kept kit losing a graphic. @default none are kept
   */
  keptMedia?: (ids: readonly string[]) => Promise<Set<string>>;
};

/** How a store keeps and finds graphics; mediaStoreOf adds what every store does around them. */
export type MediaStorage = {
  /** Stores PNG bytes; returns their id. */
  store(png: Uint8Array): Promise<string>;
  /** The bytes of a well-formed id, or null when there is no such graphic. */
  read(id: string): Promise<Uint8Array | null>;
};

/**
 * A media store over its storage: writes are remembered until they settle, so a draining server can wait for
 * them (MediaStore.settled), and a malformed id reads as no graphic without touching the storage.
 */
export function mediaStoreOf(storage: MediaStorage): MediaStore {
  const writing = new Set<Promise<unknown>>();
  return {
    put(png) {
      const write = storage.store(png);
      const tracked = write.catch(() => {}).finally(() => writing.delete(tracked));
      writing.add(tracked);
      return write;
    },
    async settled() {
      while (writing.size > 0) await Promise.all(writing);
    },
    get: (id) => MEDIA_ID_PATTERN.test(id) ? storage.read(id) : Promise.resolve(null),
  };
}

/** The folder of the media store inside the data folder. */
export function mediaDirOf(dataDir: string): string {
  return `${dataDir.replace(/\/+$/, "")}/media`;
}

/** BRANDKIT_MEDIA_MAX_MB in bytes. */
export function megabytesToBytes(megabytes: number): number {
  return megabytes * BYTES_PER_MB;
}

/** A media store over a file system adapter; it learns what is on disk on first use. */
export function createMediaStore(options: MediaStoreOptions): MediaStore {
  const { fs, dir, maxBytes } = options;
  const now = options.now ?? Date.now;
  const randomId = options.randomId ?? (() => crypto.randomUUID());
  /** Size and age of every stored graphic; Map order is oldest first. */
  const index = new Map<string, { size: number; storedAt: number }>();
  let totalBytes = 0;
  let ready: Promise<void> | undefined;

  const path = (name: string) => `${dir}/${name}`;

  function forget(id: string): void {
    const entry = index.get(id);
    if (!entry) return;
    totalBytes -= entry.size;
    index.delete(id);
  }

  function remember(id: string, size: number, storedAt: number): void {
    forget(id);
    index.set(id, { size, storedAt });
    totalBytes += size;
  }

  /** Learns what a previous run left behind, oldest first, and clears its interrupted writes. */
  async function load(): Promise<void> {
    await fs.ensureDir(dir);
    const files = await fs.list(dir);
    for (const file of files.filter((file) => file.name.startsWith(TEMP_PREFIX))) {
      await fs.remove(path(file.name));
    }
    const graphics = files.filter((file) => MEDIA_ID_PATTERN.test(file.name));
    graphics.sort((a, b) => a.mtimeMs - b.mtimeMs);
    for (const file of graphics) remember(file.name, file.size, file.mtimeMs);
  }

  /** Of the graphics that could go, those that must stay; all of them when the answer cannot be had. */
  async function keptOf(candidates: string[]): Promise<Set<string>> {
    if (!options.keptMedia) return new Set();
    try {
      return await options.keptMedia(candidates);
    } catch {
      return new Set(candidates);
    }
  }

  /** Evicts the oldest unkept graphics until the store fits its bound again. */
  async function evictBeyondBound(keep: string): Promise<void> {
    if (totalBytes <= maxBytes) return;
    const candidates = [...index.keys()].filter((id) => id !== keep);
    const kept = await keptOf(candidates);
    for (const id of candidates) {
      if (totalBytes <= maxBytes) return;
      if (kept.has(id)) continue;
      forget(id);
      await fs.remove(path(id));
    }
  }

  async function store(png: Uint8Array): Promise<string> {
    ready ??= load();
    await ready;
    const id = await mediaIdOf(png);
    const temp = path(`${TEMP_PREFIX}${randomId()}`);
    try {
      await fs.write(temp, png);
      await fs.rename(temp, path(id));
    } catch (error) {
      await fs.remove(temp).catch(() => {});
      throw error;
    }
    remember(id, png.byteLength, now());
    await evictBeyondBound(id);
    return id;
  }

  return mediaStoreOf({
    store,
    async read(id) {
      ready ??= load();
      await ready;
      return await fs.read(path(id));
    },
  });
}
