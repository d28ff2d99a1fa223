/**
 * The media store on disk: generated files under BRANDKIT_DATA_DIR/media (the graphics, and the extra formats and
 * inspiration image a kept kit keeps), named by the SHA-256 of their bytes and their extension (so the same file
 * is stored once and its URL can be cached forever), written atomically (temporary file, then rename) and bounded
 * in size: past the bound the oldest files no kept kit shows are evicted first. Its files are reached through the
 * small file-system view of media-store-disk-fs.ts.
 */
import { MEDIA_ID_PATTERN, type MediaExtension, mediaIdOf, type MediaStore } from "../brandkit/mod.ts";
import type { MediaFileSystem } from "./media-store-disk-fs.ts";
import { mediaStoreOf } from "./media-storage.ts";

const TEMP_PREFIX = ".tmp-";
const BYTES_PER_MB = 1024 * 1024;

/** Where the disk store keeps its files, and how much. */
export type DiskMediaStoreOptions = {
  fs: MediaFileSystem;
  /** The folder the files live in. */
  dir: string;
  /** Upper bound on the bytes kept. */
  maxBytes: number;
  /** @default Date.now */
  now?: () => number;
  /** Names temporary files. @default crypto.randomUUID */
  randomId?: () => string;
  /**
   * Of the given files, those a live kit shows (KitStore.keptMedia): the bound never evicts them, only
   * unkept ones such as previews. When it cannot answer (the database is down), nothing is evicted until it
   * can: the bound is exceeded for a while rather than a kept kit losing a graphic. @default none are kept
   */
  keptMedia?: (ids: readonly string[]) => Promise<Set<string>>;
};

/** The folder of the media store inside the data folder. */
export function mediaDirOf(dataDir: string): string {
  return `${dataDir.replace(/\/+$/, "")}/media`;
}

/** BRANDKIT_MEDIA_MAX_MB in bytes. */
export function megabytesToBytes(megabytes: number): number {
  return megabytes * BYTES_PER_MB;
}

/** A media store on disk, over a file system view; it learns what is on disk on first use. */
export function createDiskMediaStore(options: DiskMediaStoreOptions): MediaStore {
  const { fs, dir, maxBytes } = options;
  const now = options.now ?? Date.now;
  const randomId = options.randomId ?? (() => crypto.randomUUID());
  /** Size and age of every stored file; Map order is oldest first. */
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

  /**
   * Learns what a previous run left behind, oldest first (files of every kept type: MEDIA_ID_PATTERN names them
   * all), and clears its interrupted writes.
   */
  async function load(): Promise<void> {
    await fs.ensureDir(dir);
    const files = await fs.list(dir);
    for (const file of files.filter((file) => file.name.startsWith(TEMP_PREFIX))) {
      await fs.remove(path(file.name));
    }
    const stored = files.filter((file) => MEDIA_ID_PATTERN.test(file.name));
    stored.sort((a, b) => a.mtimeMs - b.mtimeMs);
    for (const file of stored) remember(file.name, file.size, file.mtimeMs);
  }

  /** Of the files that could go, those that must stay; all of them when the answer cannot be had. */
  async function keptOf(candidates: string[]): Promise<Set<string>> {
    if (!options.keptMedia) return new Set();
    try {
      return await options.keptMedia(candidates);
    } catch {
      return new Set(candidates);
    }
  }

  /** Evicts the oldest unkept files until the store fits its bound again. */
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

  /** Learns what is on disk, once, before the first use. */
  function loaded(): Promise<void> {
    ready ??= load();
    return ready;
  }

  async function store(bytes: Uint8Array, extension: MediaExtension): Promise<string> {
    await loaded();
    const id = await mediaIdOf(bytes, extension);
    const temp = path(`${TEMP_PREFIX}${randomId()}`);
    try {
      await fs.write(temp, bytes);
      await fs.rename(temp, path(id));
    } catch (error) {
      await fs.remove(temp).catch(() => {});
      throw error;
    }
    remember(id, bytes.byteLength, now());
    await evictBeyondBound(id);
    return id;
  }

  /** Deletes the files, then forgets them, so their room counts towards the bound again. */
  async function remove(ids: readonly string[]): Promise<void> {
    await loaded();
    for (const id of ids) {
      await fs.remove(path(id));
      forget(id);
    }
  }

  return mediaStoreOf({
    store,
    async read(id) {
      await loaded();
      return await fs.read(path(id));
    },
    // Nothing to do on disk: the bound asks the kit store (keptMedia) before it evicts anything.
    keep: () => Promise.resolve(),
    remove,
  });
}
