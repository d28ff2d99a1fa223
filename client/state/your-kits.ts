/**
 * "Your kits" (issue 19): the kits this browser made and may delete, kept in localStorage with their owner
 * tokens. The storage is read through YourKitSchema every time (another tab, an older page or a hand edit may
 * have left anything there; a bad entry is dropped, never a crash), and re-read before each change so another
 * tab's kits are not lost. Deleting asks first: `askToDelete` marks the entry, `confirmDelete` calls the server.
 * Part of the extras (it reads the storage through zod), loaded on first use: the page imports only its types.
 */
import { MS_PER_DAY } from "../../brandkit/web.ts";
import { apiErrorStatus } from "../api/api-error.ts";
import type { ToastMessage } from "../messages.ts";
import { KEPT_KIT_TOASTS as TOASTS } from "./kept-kit-messages.ts";
import { YOUR_KITS_STORAGE_KEY } from "./kept-kits-keys.ts";
import { type YourKit, YourKitSchema } from "./your-kit-schema.ts";

export { YOUR_KITS_STORAGE_KEY } from "./kept-kits-keys.ts";
export type { YourKit } from "./your-kit-schema.ts";
/** How many kits the list keeps, newest first; older ones drop off (they still expire on the server). */
export const YOUR_KITS_LIMIT = 50;

/** The part of localStorage the list uses. Either call may throw (storage disabled, quota exceeded). */
export type KeyValueStorage = {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
};

export type YourKitsState = {
  /** Newest first. Empty until `load()`, so the server's markup and the first render in the browser match. */
  kits: readonly YourKit[];
  /** The id of the kit whose deletion waits for a yes. */
  confirming: string | null;
  /** The id of the kit being deleted. */
  deleting: string | null;
};

export type YourKitsDeps = {
  /**
   * The storage, asked for only when the list is read or changed (after hydration: the server has none); null
   * when the browser has no usable storage, and then the list lives as long as the page.
   */
  storage: () => KeyValueStorage | null;
  /** The API client's DELETE /api/kits/{id} (written out here, so this module imports nothing of the client's). */
  api: { deleteKit(id: string, ownerToken: string): Promise<void> };
  notify: (message: ToastMessage) => void;
  now: () => number;
  /** How long the server keeps a kit; older entries are dropped from the list. */
  kitTtlDays: number;
  /** @default YOUR_KITS_LIMIT */
  limit?: number;
};

export type YourKitsStore = {
  getState(): YourKitsState;
  subscribe(listener: () => void): () => void;
  /** Reads the list from the storage (after hydration). */
  load(): void;
  /** Adds a kit just made, first in the list. */
  add(kit: YourKit): void;
  /** The kit's graphics were regenerated for another name. */
  rename(id: string, name: string): void;
  /** The server keeps the kit until `expiresAt` (ISO 8601): the list keeps it as long. */
  keptUntil(id: string, expiresAt: string): void;
  /** Asks the visitor to confirm deleting the kit. */
  askToDelete(id: string): void;
  cancelDelete(): void;
  /** Deletes the kit the visitor confirmed, on the server and from the list. */
  confirmDelete(): Promise<void>;
};

export const INITIAL_YOUR_KITS_STATE: YourKitsState = { kits: [], confirming: null, deleting: null };

export function createYourKitsStore(deps: YourKitsDeps): YourKitsStore {
  const limit = deps.limit ?? YOUR_KITS_LIMIT;
  const listeners = new Set<() => void>();
  let state = INITIAL_YOUR_KITS_STATE;

  const set = (patch: Partial<YourKitsState>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };

  /**
   * The valid, unexpired, distinct entries of the storage, newest first and at most `limit`; null when there
   * is no storage to read. An entry expires when the server said it would, or else `kitTtlDays` after it was made.
   */
  const read = (): YourKit[] | null => {
    const storage = safely(() => deps.storage(), null);
    if (!storage) return null;
    const raw = safely(() => storage.getItem(YOUR_KITS_STORAGE_KEY), undefined);
    if (raw === undefined) return null;
    const json = safely(() => JSON.parse(raw ?? "[]") as unknown, null);
    if (!Array.isArray(json)) return [];
    const oldestKeptMs = deps.now() - deps.kitTtlDays * MS_PER_DAY;
    const seen = new Set<string>();
    const kits: YourKit[] = [];
    for (const entry of json) {
      const parsed = YourKitSchema.safeParse(entry);
      if (!parsed.success || seen.has(parsed.data.id)) continue;
      const { expiresAt, createdAt } = parsed.data;
      if (expiresAt ? Date.parse(expiresAt) <= deps.now() : Date.parse(createdAt) <= oldestKeptMs) continue;
      seen.add(parsed.data.id);
      kits.push(parsed.data);
    }
    return newestFirst(kits).slice(0, limit);
  };

  /** Re-reads the storage (or, without one, takes the list as shown), applies `change`, writes and shows it. */
  const update = (change: (kits: YourKit[]) => YourKit[]) => {
    const kits = change(read() ?? [...state.kits]).slice(0, limit);
    // A full or disabled storage keeps the list for this page only.
    safely(() => deps.storage()?.setItem(YOUR_KITS_STORAGE_KEY, JSON.stringify(kits)), undefined);
    set({ kits });
  };

  const remove = (id: string) => update((kits) => kits.filter((kit) => kit.id !== id));

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    load() {
      const kits = read();
      if (kits) set({ kits });
    },

    add(kit) {
      return update((kits) => newestFirst([kit, ...kits.filter((kept) => kept.id !== kit.id)]));
    },

    rename(id, name) {
      return update((kits) => kits.map((kit) => (kit.id === id ? { ...kit, name } : kit)));
    },

    keptUntil(id, expiresAt) {
      if (state.kits.find((kit) => kit.id === id)?.expiresAt === expiresAt) return;
      return update((kits) => kits.map((kit) => (kit.id === id ? { ...kit, expiresAt } : kit)));
    },

    askToDelete(id) {
      if (state.deleting) return;
      set({ confirming: id });
    },

    cancelDelete() {
      set({ confirming: null });
    },

    async confirmDelete() {
      const kit = state.kits.find((kept) => kept.id === state.confirming);
      if (!kit || state.deleting) return;
      set({ deleting: kit.id });
      try {
        await deps.api.deleteKit(kit.id, kit.ownerToken);
        remove(kit.id);
        deps.notify(TOASTS.kitDeleted(kit.name));
      } catch (error) {
        const status = apiErrorStatus(error);
        if (status === 404) {
          remove(kit.id);
          deps.notify(TOASTS.kitAlreadyGone(kit.name));
        } else if (status === 503) deps.notify(TOASTS.deleteUnavailable);
        else if (status === 401 || status === 403) deps.notify(TOASTS.deleteRefused(kit.name));
        else deps.notify(TOASTS.deleteFailed);
      } finally {
        set({ deleting: null, confirming: null });
      }
    },
  };
}

/** Newest first by `createdAt`; equal times keep their order (the sort is stable). */
function newestFirst(kits: YourKit[]): YourKit[] {
  return kits.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

/** `run()`, or `fallback` when it throws (storage disabled, quota exceeded, bad JSON). */
function safely<T>(run: () => T, fallback: T): T {
  try {
    return run();
  } catch {
    return fallback;
  }
}
