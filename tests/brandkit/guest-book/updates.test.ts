/**
 * The owner's updates in the core (issue 38): the service over a store (the owner checked first, the daily limit's
 * wait, `afterPost` told once an update is kept and its failure only logged) and the Atom feed's helpers.
 */
import { describe, expect, it } from "vitest";
import { createKitUpdates, entryTitleOf, updatesFeed } from "../../../brandkit/guest-book/mod.ts";
import { BrandKitError, ErrorCode } from "../../../brandkit/errors.ts";
import type { KitUpdateRecord, UpdateStore } from "../../../brandkit/kept/kit-updates.ts";
import type { KeptKitRecord } from "../../../brandkit/kept/kept-record.ts";
import type { LogEntry } from "../../../brandkit/log.ts";

const KIT_ID = "AAAAAAAAAAAAAAAAAAAAAA";
const NOW = Date.UTC(2026, 0, 1);

/** An update store in memory, for one kit. */
function memoryStore(): UpdateStore & { rows: KitUpdateRecord[] } {
  const rows: KitUpdateRecord[] = [];
  return {
    rows,
    addUpdate(kitId, update, limit, nowMs) {
      if (kitId !== KIT_ID) return Promise.resolve({ verdict: "not-found" });
      const recent = rows.filter((row) => row.createdAtMs > nowMs - limit.windowMs);
      if (recent.length >= limit.max) {
        return Promise.resolve({ verdict: "limit", freeAtMs: recent[0].createdAtMs + limit.windowMs });
      }
      rows.push(update);
      return Promise.resolve({ verdict: "added" });
    },
    removeUpdate: () => Promise.resolve(false),
    updates: (kitId) => Promise.resolve(kitId === KIT_ID ? [...rows].reverse() : null),
  };
}

function service(options: { afterPost?: Parameters<typeof createKitUpdates>[0]["afterPost"] } = {}) {
  const store = memoryStore();
  const logs: LogEntry[] = [];
  const kit = { id: KIT_ID } as KeptKitRecord;
  let ids = 0;
  const updates = createKitUpdates({
    store,
    kits: {
      checkOwner: (_id, token) =>
        token === "owner"
          ? Promise.resolve()
          : Promise.reject(new BrandKitError(ErrorCode.FORBIDDEN, "not the owner")),
      find: () => Promise.resolve(kit),
    },
    perDay: 2,
    now: () => NOW,
    newUpdateId: () => `update${String(++ids).padStart(16, "0")}`,
    afterPost: options.afterPost,
    log: (entry) => void logs.push(entry),
  });
  return { updates, store, logs, kit };
}

describe("createKitUpdates", () => {
  it("keeps an update for the owner only, and tells afterPost once it is kept", async () => {
    const told: unknown[] = [];
    const { updates, store, kit } = service({
      afterPost: (kitTold, update) => {
        told.push([kitTold, update, store.rows.length]);
        return Promise.resolve();
      },
    });
    await expect(updates.post(KIT_ID, "guest", { text: "Hi" })).rejects.toMatchObject({ code: "FORBIDDEN" });
    const update = await updates.post(KIT_ID, "owner", { text: "Hi" });
    expect(update).toEqual({
      id: "update0000000000000001",
      text: "Hi",
      createdAt: "2026-01-01T00:00:00.000Z",
    });
    expect(told).toEqual([[kit, update, 1]]);
    expect(await updates.list(KIT_ID)).toEqual([update]);
  });

  it("keeps the update when afterPost fails, and logs the failure", async () => {
    const { updates, store, logs } = service({ afterPost: () => Promise.reject(new Error("SMTP down")) });
    await updates.post(KIT_ID, "owner", { text: "Hi" });
    expect(store.rows).toHaveLength(1);
    expect(logs).toEqual([
      expect.objectContaining({ event: "update-after-post-failed", message: "SMTP down" }),
    ]);
  });

  it("refuses one past the limit with the seconds until a place frees", async () => {
    const { updates } = service();
    await updates.post(KIT_ID, "owner", { text: "1" });
    await updates.post(KIT_ID, "owner", { text: "2" });
    await expect(updates.post(KIT_ID, "owner", { text: "3" })).rejects.toMatchObject({
      code: "RATE_LIMIT_EXCEEDED",
      retryAfter: 86_400,
    });
  });

  it("answers NOT_FOUND for an update it does not have, a malformed id unasked", async () => {
    const { updates } = service();
    await expect(updates.remove(KIT_ID, "owner", "nope")).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(updates.remove(KIT_ID, "owner", KIT_ID)).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("the Atom feed's helpers", () => {
  it("titles an entry with its first line, cut at 80 characters", () => {
    expect(entryTitleOf("Short\nsecond line")).toBe("Short");
    const title = entryTitleOf("🎉".repeat(100));
    expect(Array.from(title)).toHaveLength(80);
    expect(title).toBe(`${"🎉".repeat(79)}…`);
    expect(entryTitleOf("x".repeat(80))).toBe("x".repeat(80));
  });

  it("escapes every text it writes", () => {
    const xml = updatesFeed({
      name: `Tom & Jerry's "<Party>"`,
      lang: "en",
      pageUrl: "https://example.test/k/a?b=1&c=2",
      feedUrl: "https://example.test/k/a/updates.atom",
      updates: [{ id: KIT_ID, text: "<b>bold</b> & co", createdAt: "2026-01-01T00:00:00.000Z" }],
      emptyUpdated: "2025-12-01T00:00:00.000Z",
    });
    expect(xml).toContain('<title type="text">Tom &amp; Jerry&apos;s &quot;&lt;Party&gt;&quot;</title>');
    expect(xml).toContain('href="https://example.test/k/a?b=1&amp;c=2"');
    expect(xml).toContain('<content type="text">&lt;b&gt;bold&lt;/b&gt; &amp; co</content>');
    expect(xml).not.toContain("<b>");
  });
});
