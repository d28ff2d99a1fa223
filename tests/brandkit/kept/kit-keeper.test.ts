import { describe, expect, it } from "vitest";
import { calendarFactsChanged, createKitKeeper } from "../../../brandkit/kept/kit-keeper.ts";
import { expiryOf, keepLimitOf } from "../../../brandkit/kept/kit-lifetime.ts";
import type { KitStore } from "../../../brandkit/kept/kept-kits.ts";
import { MS_PER_DAY } from "../../../brandkit/time.ts";
import { openSqliteKitStore } from "../../../adapters/kit-store-sqlite.ts";
import { createDiskMediaStore } from "../../../adapters/media-store-disk.ts";
import { createMemoryFs } from "../../support/memory-fs.ts";
import { SAMPLE_COPY } from "../../support/fake-provider.ts";
import {
  buildBrandGuide,
  GenerationRequestSchema,
  type KitResult,
  seedOf,
  settleRequest,
} from "../_fixtures.ts";

const NOW_MS = Date.UTC(2026, 0, 1);

function testKeeper(options: { now?: () => number; store?: KitStore } = {}) {
  const now = options.now ?? (() => NOW_MS);
  const store = options.store ?? openSqliteKitStore(":memory:");
  const media = createDiskMediaStore({
    fs: createMemoryFs(now),
    dir: "media",
    maxBytes: 1024 * 1024,
    now,
    keptMedia: (ids) => store.keptMedia(ids, now()),
  });
  return createKitKeeper({ store, media, ttlDays: 30, now, log: () => {} });
}

const kit: KitResult = {
  ...SAMPLE_COPY,
  selectedName: SAMPLE_COPY.eventNames[0],
  images: { poster: "", square: "", banner: "" },
  brandGuide: buildBrandGuide(["#112233"]),
  language: "en",
};

describe("KitKeeper.keep()", () => {
  it("keeps the request as its generation settled it, with its seed pinned, and settles nothing again", async () => {
    const keeper = testKeeper();
    const settled = settleRequest(GenerationRequestSchema.parse({ vibes: ["jazz"], seed: 1 }));
    // Settling again would give a request without colours the palette that fits it.
    const asSettled = {
      ...settled,
      request: { ...settled.request, palette: undefined, colors: ["#112233"] },
    };
    const kept = await keeper.keep(kit, asSettled);
    const record = await keeper.find(kept!.id);
    expect(record?.content.request).toMatchObject({ colors: ["#112233"], seed: 1 });
    expect(record?.content.request.palette).toBeUndefined();
  });

  it("pins the seed of a request that had none, as the generation drew it", async () => {
    const keeper = testKeeper();
    const settled = settleRequest(GenerationRequestSchema.parse({ vibes: ["jazz"] }));
    const kept = await keeper.keep(kit, settled);
    const record = await keeper.find(kept!.id);
    expect(record?.content.request.colors).toEqual(settled.request.colors);
    expect(record?.content.request.seed).toBe(seedOf(settled.request));
  });
});

describe("a kit kept before the text rule", () => {
  /** The store as it would read back a kit kept with text the rule now refuses. */
  function storeOfOldKits(change: (stored: any) => void): KitStore {
    const store = openSqliteKitStore(":memory:");
    return new Proxy(store, {
      get(target, name, receiver) {
        if (name !== "get") return Reflect.get(target, name, receiver);
        return async (...args: Parameters<KitStore["get"]>) => {
          const found = await target.get(...args);
          if (found) change(found.kit);
          return found;
        };
      },
    });
  }

  it("opens with what the rule refuses taken out: a NUL in its name, a bell in its headline", async () => {
    const keeper = testKeeper({
      store: storeOfOldKits((stored) => {
        stored.request.customEventName = "Neon\u0000 Nights";
        stored.kit.headline = "Dance\u0007 all night";
        stored.kit.description = "Line one\nline two\u0000";
      }),
    });
    const settled = settleRequest(GenerationRequestSchema.parse({ customEventName: "Neon Nights" }));
    const kept = await keeper.keep(kit, settled);
    const record = await keeper.find(kept!.id);
    expect(record?.content.request.customEventName).toBe("Neon Nights");
    expect(record?.content.kit.headline).toBe("Dance all night");
    expect(record?.content.kit.description).toBe("Line one\nline two");
  });

  it("opens with a line break in a one-line field made a space", async () => {
    const keeper = testKeeper({
      store: storeOfOldKits((stored) => {
        stored.request.customEventName = "Neon\nNights";
      }),
    });
    const settled = settleRequest(GenerationRequestSchema.parse({ customEventName: "Neon Nights" }));
    const kept = await keeper.keep(kit, settled);
    expect((await keeper.find(kept!.id))?.content.request.customEventName).toBe("Neon Nights");
  });
});

describe("how long a kit is kept", () => {
  const eventOver = (date: string) => Date.parse(`${date}T12:00:00Z`) + MS_PER_DAY;

  it("is bounded by a year past the later of today and the event's day, or one period when that is longer", () => {
    expect(keepLimitOf(undefined, NOW_MS, 30)).toBe(NOW_MS + 365 * MS_PER_DAY);
    expect(keepLimitOf("2025-06-01", NOW_MS, 30)).toBe(NOW_MS + 365 * MS_PER_DAY);
    expect(keepLimitOf("2026-08-01", NOW_MS, 30)).toBe(eventOver("2026-08-01") + 365 * MS_PER_DAY);
    expect(keepLimitOf(undefined, NOW_MS, 3_650)).toBe(NOW_MS + 3_650 * MS_PER_DAY);
  });

  it("starts within the bound, whatever the period and the date", () => {
    for (const ttlDays of [1, 30, 365, 366, 3_650]) {
      for (const date of [undefined, "1900-01-01", "2026-01-01", "2036-01-01"]) {
        expect(expiryOf(date, NOW_MS, ttlDays)).toBeLessThanOrEqual(keepLimitOf(date, NOW_MS, ttlDays));
      }
    }
  });

  it("stops at the bound however often its owner keeps it longer, and the bound moves on with today", async () => {
    const clock = { now: NOW_MS };
    const keeper = testKeeper({ now: () => clock.now });
    const settled = settleRequest(GenerationRequestSchema.parse({ eventDate: "2026-03-01" }));
    const kept = await keeper.keep(kit, settled);
    const bound = eventOver("2026-03-01") + 365 * MS_PER_DAY;
    let record = await keeper.extend(kept!.id, kept!.ownerToken);
    expect(record.expiresAtMs).toBe(eventOver("2026-03-01") + 60 * MS_PER_DAY);
    for (let extend = 0; extend < 20; extend++) record = await keeper.extend(kept!.id, kept!.ownerToken);
    expect(record.expiresAtMs).toBe(bound);
    expect((await keeper.find(kept!.id))?.expiresAtMs).toBe(bound);
    clock.now = eventOver("2026-03-01") + 10 * MS_PER_DAY;
    record = await keeper.extend(kept!.id, kept!.ownerToken);
    expect(record.expiresAtMs).toBe(clock.now + 365 * MS_PER_DAY);
  });

  it("never shortens a kit kept past its bound before the bound existed, when asked to keep it longer", async () => {
    const store = openSqliteKitStore(":memory:");
    const keeper = testKeeper({ store });
    const kept = await keeper.keep(kit, settleRequest(GenerationRequestSchema.parse({})));
    const promised = NOW_MS + 5 * 365 * MS_PER_DAY;
    await store.setExpiry(kept!.id, kept!.ownerToken, promised, NOW_MS);
    expect((await keeper.extend(kept!.id, kept!.ownerToken)).expiresAtMs).toBe(promised);
  });

  it("comes within the bound when an edit moves the event's date much earlier", async () => {
    const keeper = testKeeper();
    const kept = await keeper.keep(
      kit,
      settleRequest(GenerationRequestSchema.parse({ eventDate: "2030-06-01" })),
    );
    const record = await keeper.find(kept!.id);
    expect(record?.expiresAtMs).toBe(eventOver("2030-06-01") + 30 * MS_PER_DAY);
    const content = { ...record!.content, request: { ...record!.content.request, eventDate: "2026-03-01" } };
    const edited = await keeper.edit(kept!.id, kept!.ownerToken, 0, () => Promise.resolve(content));
    expect(edited.expiresAtMs).toBe(eventOver("2026-03-01") + 365 * MS_PER_DAY);
  });
});

describe("the calendar's sequence (issue 38)", () => {
  const settled = () =>
    settleRequest(
      GenerationRequestSchema.parse({
        eventDate: "2026-06-20",
        eventTime: "16:00",
        timeZone: "Europe/Lisbon",
        eventLocation: "Pier 7",
        eventLink: "https://tickets.example.com/x",
      }),
    );

  it("moves with the name, the date, the time, the end, the zone and the place; not with the copy or the link", async () => {
    const keeper = testKeeper();
    const kept = await keeper.keep(kit, settled());
    const { content } = (await keeper.find(kept!.id))!;
    const withRequest = (change: Record<string, unknown>) => ({
      ...content,
      request: { ...content.request, ...change },
    });
    for (
      const change of [
        { eventDate: "2026-06-21" },
        { eventTime: "17:00" },
        { eventEndTime: "20:00" },
        { timeZone: "Europe/Madrid" },
        { eventLocation: "Pier 8" },
        { eventLocation: undefined },
      ]
    ) {
      expect(calendarFactsChanged(content, withRequest(change)), JSON.stringify(change)).toBe(true);
    }
    expect(calendarFactsChanged(content, { ...content, kit: { ...content.kit, selectedName: "Other" } }))
      .toBe(
        true,
      );
    expect(calendarFactsChanged(content, { ...content, kit: { ...content.kit, tagline: "New tagline" } }))
      .toBe(
        false,
      );
    expect(calendarFactsChanged(content, withRequest({ eventLink: "https://tickets.example.com/y" }))).toBe(
      false,
    );
    expect(calendarFactsChanged(content, withRequest({ eventLocation: "  Pier 7 " }))).toBe(false);
    expect(calendarFactsChanged(withRequest({ eventEndTime: undefined }), withRequest({ eventEndTime: "" })))
      .toBe(
        false,
      );
  });

  it("starts at 0 and rises by one with each owner's edit that moves the event, in the record the edit returns", async () => {
    const keeper = testKeeper();
    const kept = await keeper.keep(kit, settled());
    const record = (await keeper.find(kept!.id))!;
    expect(record.calendarSequence).toBe(0);
    const edit = (revision: number, change: (content: typeof record.content) => typeof record.content) =>
      keeper.edit(
        kept!.id,
        kept!.ownerToken,
        revision,
        (current) => Promise.resolve(change(current.content)),
      );
    const moved = await edit(
      0,
      (content) => ({ ...content, request: { ...content.request, eventTime: "18:00" } }),
    );
    expect([moved.revision, moved.calendarSequence]).toEqual([1, 1]);
    const reworded = await edit(
      1,
      (content) => ({ ...content, kit: { ...content.kit, tagline: "Come early" } }),
    );
    expect([reworded.revision, reworded.calendarSequence]).toEqual([2, 1]);
    const renamed = await edit(
      2,
      (content) => ({ ...content, kit: { ...content.kit, selectedName: "Renamed" } }),
    );
    expect([renamed.revision, renamed.calendarSequence]).toEqual([3, 2]);
    expect(await keeper.find(kept!.id)).toMatchObject({ revision: 3, calendarSequence: 2 });
  });

  it("rises when the owner's new graphics come with another name", async () => {
    const keeper = testKeeper();
    const kept = await keeper.keep(kit, settled());
    const images = { poster: "", square: "", banner: "" };
    expect(await keeper.regenerated(kept!.id, kept!.ownerToken, { selectedName: kit.selectedName, images }))
      .toBe(true);
    expect(await keeper.find(kept!.id)).toMatchObject({ revision: 1, calendarSequence: 0 });
    expect(await keeper.regenerated(kept!.id, kept!.ownerToken, { selectedName: "Another Name", images }))
      .toBe(true);
    expect(await keeper.find(kept!.id)).toMatchObject({ revision: 2, calendarSequence: 1 });
  });
});
