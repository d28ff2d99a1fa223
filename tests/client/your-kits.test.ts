import { describe, expect, it } from "vitest";
import { ApiError } from "../../client/api/api-error.ts";
import { KEPT_KIT_TOASTS as TOASTS } from "../../client/state/kept-kit-messages.ts";
import {
  createYourKitsStore,
  type KeyValueStorage,
  YOUR_KITS_STORAGE_KEY,
  type YourKit,
} from "../../client/state/your-kits.ts";
import { scriptedApi } from "../support/sample-kit.ts";
import { inEnglish, type SaidToast } from "./_toast-words.ts";

const NOW = Date.UTC(2026, 0, 31, 12);
const DAY_MS = 24 * 60 * 60 * 1000;

/** A kit made `daysAgo` days before NOW, with an id made from `n`. */
function yourKit(n: number, daysAgo = 0, name = `Kit ${n}`): YourKit {
  const id = `kit${String(n).padStart(3, "0")}`.padEnd(22, "x");
  return {
    id,
    name,
    createdAt: new Date(NOW - daysAgo * DAY_MS - n * 1000).toISOString(),
    ownerToken: `token-${n}`,
    shareUrl: `/k/${id}`,
  };
}

function memoryStorage(initial?: unknown): KeyValueStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  if (initial !== undefined) {
    items.set(YOUR_KITS_STORAGE_KEY, typeof initial === "string" ? initial : JSON.stringify(initial));
  }
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
}

function setup(storage: KeyValueStorage | null = memoryStorage(), limit?: number) {
  const api = scriptedApi();
  const toasts: SaidToast[] = [];
  const store = createYourKitsStore({
    storage: () => storage,
    api,
    notify: (toast) => toasts.push(inEnglish(toast)),
    now: () => NOW,
    kitTtlDays: 30,
    limit,
  });
  return { api, toasts, store };
}

const stored = (storage: { items: Map<string, string> }) =>
  JSON.parse(storage.items.get(YOUR_KITS_STORAGE_KEY) ?? "null") as YourKit[];

describe("keeping 'Your kits'", () => {
  it("starts empty, before anything is read, so the server's markup and the first render match", () => {
    const { store } = setup(memoryStorage([yourKit(1)]));
    expect(store.getState()).toEqual({ kits: [], confirming: null, deleting: null });
  });

  it("saves a kit just made first in the list, and reads it back in another page", async () => {
    const storage = memoryStorage([yourKit(2)]);
    await setup(storage).store.add(yourKit(1));
    expect(stored(storage).map((kit) => kit.name)).toEqual(["Kit 1", "Kit 2"]);
    const { store } = setup(storage);
    await store.load();
    expect(store.getState().kits).toEqual([yourKit(1), yourKit(2)]);
  });

  it("keeps a kit until the server says it expires, past kitTtlDays when the kit is kept longer", async () => {
    const storage = memoryStorage([yourKit(1), yourKit(2)]);
    const until = new Date(NOW + 60 * DAY_MS).toISOString();
    await setup(storage).store.keptUntil(yourKit(1).id, until);
    const later = createYourKitsStore({
      storage: () => storage,
      api: scriptedApi(),
      notify: () => {},
      now: () => NOW + 40 * DAY_MS,
      kitTtlDays: 30,
    });
    later.load();
    expect(later.getState().kits).toEqual([{ ...yourKit(1), expiresAt: until }]);
  });

  it("keeps only the newest kits past the cap", async () => {
    const storage = memoryStorage([yourKit(2), yourKit(3), yourKit(4)]);
    await setup(storage, 3).store.add(yourKit(1));
    expect(stored(storage).map((kit) => kit.name)).toEqual(["Kit 1", "Kit 2", "Kit 3"]);
  });

  it("renames a kit whose graphics were regenerated for another name", async () => {
    const storage = memoryStorage([yourKit(1), yourKit(2)]);
    const { store } = setup(storage);
    await store.rename(yourKit(2).id, "Glow Fest");
    expect(store.getState().kits.map((kit) => kit.name)).toEqual(["Kit 1", "Glow Fest"]);
    expect(stored(storage)[1].name).toBe("Glow Fest");
  });

  it("keeps another tab's kits when it adds one", async () => {
    const storage = memoryStorage();
    const { store } = setup(storage);
    await store.load();
    storage.setItem(YOUR_KITS_STORAGE_KEY, JSON.stringify([yourKit(2)]));
    await store.add(yourKit(1));
    expect(store.getState().kits.map((kit) => kit.name)).toEqual(["Kit 1", "Kit 2"]);
  });

  it.each([
    ["text that is not JSON", "{not json"],
    ["JSON that is not a list", { kits: [] }],
    ["null", "null"],
  ])("reads %s as an empty list, and writes over it", async (_what, contents) => {
    const storage = memoryStorage(contents);
    const { store } = setup(storage);
    await store.load();
    expect(store.getState().kits).toEqual([]);
    await store.add(yourKit(1));
    expect(stored(storage)).toEqual([yourKit(1)]);
  });

  it("drops entries that are not kits, repeated or expired, and keeps the good ones", async () => {
    const { id: _id, ...noId } = yourKit(5);
    const { store } = setup(memoryStorage([
      yourKit(1),
      "a string",
      null,
      noId,
      { ...yourKit(6), id: "../../api/admin" },
      { ...yourKit(7), createdAt: "yesterday" },
      { ...yourKit(8), ownerToken: 42 },
      yourKit(1, 0, "A copy"),
      yourKit(9, 31),
      yourKit(2, 29),
    ]));
    await store.load();
    expect(store.getState().kits).toEqual([yourKit(1), yourKit(2, 29)]);
  });

  it("never throws when the storage does, and keeps the list for this page", async () => {
    const throwing: KeyValueStorage = {
      getItem: () => {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
      setItem: () => {
        throw new DOMException("Quota exceeded", "QuotaExceededError");
      },
    };
    const { store } = setup(throwing);
    await store.load();
    await store.add(yourKit(2));
    await store.add(yourKit(1));
    expect(store.getState().kits.map((kit) => kit.name)).toEqual(["Kit 1", "Kit 2"]);
  });

  it("keeps the list for this page when the browser has no storage", async () => {
    const { store } = setup(null);
    await store.load();
    await store.add(yourKit(1));
    expect(store.getState().kits).toEqual([yourKit(1)]);
  });
});

describe("deleting one of 'Your kits'", () => {
  async function withKits() {
    const storage = memoryStorage([yourKit(1), yourKit(2)]);
    const context = setup(storage);
    await context.store.load();
    return { ...context, storage };
  }

  it("asks for confirmation first and calls the server only on yes", async () => {
    const { api, store, storage, toasts } = await withKits();
    store.askToDelete(yourKit(1).id);
    expect(store.getState().confirming).toBe(yourKit(1).id);
    expect(api.calls).toEqual([]);
    api.deletions.push(null);
    const done = store.confirmDelete();
    expect(store.getState().deleting).toBe(yourKit(1).id);
    await done;
    expect(api.calls).toEqual([`deleteKit ${yourKit(1).id} with token-1`]);
    expect(store.getState()).toMatchObject({ kits: [yourKit(2)], confirming: null, deleting: null });
    expect(stored(storage)).toEqual([yourKit(2)]);
    expect(toasts).toEqual([inEnglish(TOASTS.kitDeleted("Kit 1"))]);
    expect(toasts[0]).toEqual({
      title: "Kit deleted",
      description: '"Kit 1" is gone, and its link no longer works.',
      variant: "default",
    });
  });

  it("deletes nothing when the visitor cancels", async () => {
    const { api, store } = await withKits();
    store.askToDelete(yourKit(1).id);
    store.cancelDelete();
    await store.confirmDelete();
    expect(api.calls).toEqual([]);
    expect(store.getState()).toMatchObject({ kits: [yourKit(1), yourKit(2)], confirming: null });
  });

  it("removes a kit the server no longer has (404), saying it was already gone", async () => {
    const { api, store, storage, toasts } = await withKits();
    api.deletions.push(new ApiError(404, "KIT_NOT_FOUND", "No kit has this id."));
    store.askToDelete(yourKit(2).id);
    await store.confirmDelete();
    expect(store.getState().kits).toEqual([yourKit(1)]);
    expect(stored(storage)).toEqual([yourKit(1)]);
    expect(toasts).toEqual([{
      title: "Already gone",
      description: '"Kit 2" had already expired or been deleted. It is off your list now.',
      variant: "default",
    }]);
  });

  it("keeps the kit and says to try later when the database is down (503)", async () => {
    const { api, store, storage, toasts } = await withKits();
    api.deletions.push(new ApiError(503, "STORE_UNAVAILABLE", "The kit database is down.", 30));
    store.askToDelete(yourKit(1).id);
    await store.confirmDelete();
    expect(store.getState()).toMatchObject({
      kits: [yourKit(1), yourKit(2)],
      confirming: null,
      deleting: null,
    });
    expect(stored(storage)).toHaveLength(2);
    expect(toasts).toEqual([{
      title: "Not deleted",
      description: "Kits cannot be deleted right now. Please try again later.",
      variant: "destructive",
    }]);
  });

  it.each([
    [401, "UNAUTHORIZED", inEnglish(TOASTS.deleteRefused("Kit 1"))],
    [403, "FORBIDDEN", inEnglish(TOASTS.deleteRefused("Kit 1"))],
    [0, "NETWORK_ERROR", inEnglish(TOASTS.deleteFailed)],
  ])("keeps the kit when the server answers %i %s", async (status, code, toast) => {
    const { api, store, toasts } = await withKits();
    api.deletions.push(new ApiError(status, code, "no"));
    store.askToDelete(yourKit(1).id);
    await store.confirmDelete();
    expect(store.getState().kits).toHaveLength(2);
    expect(toasts).toEqual([toast]);
  });
});
