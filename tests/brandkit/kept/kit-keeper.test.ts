import { describe, expect, it } from "vitest";
import { createKitKeeper } from "../../../brandkit/kept/kit-keeper.ts";
import { openSqliteKitStore } from "../../../adapters/kit-store-sqlite.ts";
import { createDiskMediaStore } from "../../../adapters/media-store-disk.ts";
import { createMemoryFs } from "../../adapters/_memory-fs.ts";
import { SAMPLE_COPY } from "../../support/fake-provider.ts";
import {
  buildBrandGuide,
  GenerationRequestSchema,
  type KitResult,
  seedOf,
  settleRequest,
} from "../_fixtures.ts";

const NOW_MS = Date.UTC(2026, 0, 1);
const now = () => NOW_MS;

function testKeeper() {
  const store = openSqliteKitStore(":memory:");
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
