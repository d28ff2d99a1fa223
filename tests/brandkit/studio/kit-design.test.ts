/**
 * A kit made before designs were data reads as one design wherever it is read (issue 37): designOfKit gives the
 * design its graphics were drawn with, seen from the day the kit was made, and the kept kit, its kit.json and a
 * regeneration of its folder all read that one design, however much later they are read.
 */
import { describe, expect, it } from "vitest";
import { createKitKeeper } from "../../../brandkit/kept/kit-keeper.ts";
import { sharedKitOf } from "../../../brandkit/kept/kept-record.ts";
import { designOfKit } from "../../../brandkit/studio/kit-design.ts";
import { decideDesign } from "../../../brandkit/studio/decide.ts";
import { readKitFile } from "../../../cli/kit-folder.ts";
import { openSqliteKitStore } from "../../../adapters/kit-store-sqlite.ts";
import { createDiskMediaStore } from "../../../adapters/media-store-disk.ts";
import { createMemoryFs } from "../../support/memory-fs.ts";
import { createTestCli } from "../../support/test-cli.ts";
import { SAMPLE_COPY } from "../../support/fake-provider.ts";
import {
  buildBrandGuide,
  GenerationRequestSchema,
  type KitResult,
  settleRequest,
  toKitFile,
} from "../_fixtures.ts";
import { MS_PER_DAY } from "../../../brandkit/time.ts";

/** When the kit was made: the day before its event, which is an evening. */
const MADE_MS = Date.UTC(2026, 0, 1, 10);
/** When it is read again: weeks after the event. */
const LATER_MS = MADE_MS + 40 * MS_PER_DAY;

const settled = settleRequest(GenerationRequestSchema.parse({
  customEventName: "Neon Nights",
  vibes: ["neon"],
  eventDate: "2026-01-02",
  eventTime: "21:00",
  language: "en",
  seed: 2,
}));
const { request } = settled;

/** The kit as it was made before designs were data: its copy, graphics and guide, and no design. */
const legacyKit: KitResult = {
  ...SAMPLE_COPY,
  selectedName: SAMPLE_COPY.eventNames[0],
  images: { poster: "", square: "", banner: "" },
  brandGuide: buildBrandGuide(request.colors),
  language: "en",
};

/** The design the designer gives the kit's request, seen from `today`. */
const decidedOn = (today?: string) => decideDesign(request, 2, { language: "en", today });

describe("designOfKit()", () => {
  it("is the kit's own design when it has one", () => {
    const own = { ...decidedOn(), topLine: "Run with us" };
    expect(designOfKit({ ...legacyKit, design: own }, request, { madeMs: MADE_MS, overAiArt: true })).toBe(
      own,
    );
  });

  it("gives a kit made before designs the design its graphics were drawn with, seen from the day it was made", () => {
    const design = designOfKit(legacyKit, request, { madeMs: MADE_MS, overAiArt: false });
    expect(design).toEqual(decidedOn("2026-01-01"));
    expect(design.topLine).toBe("tomorrow night at");
  });

  it("says no day relative to one it does not know", () => {
    expect(designOfKit(legacyKit, request, { overAiArt: false }).topLine).toBe("Friday night at");
  });

  it("puts a kit whose type was set over an AI's art in the art family", () => {
    const design = designOfKit(legacyKit, request, { madeMs: MADE_MS, overAiArt: true });
    expect(design).toEqual({ ...decidedOn("2026-01-01"), family: "art" });
  });
});

describe("a kit made before designs were data", () => {
  const expected = decidedOn("2026-01-01");

  it("reads as that design when kept, shared and read again weeks later", async () => {
    let now = MADE_MS;
    const store = openSqliteKitStore(":memory:");
    const media = createDiskMediaStore({
      fs: createMemoryFs(() => now),
      dir: "media",
      maxBytes: 1024 * 1024,
      now: () => now,
      keptMedia: (ids) => store.keptMedia(ids, now),
    });
    const keeper = createKitKeeper({ store, media, ttlDays: 90, now: () => now, log: () => {} });
    const kept = await keeper.keep(legacyKit, settled);
    now = LATER_MS;
    const record = await keeper.find(kept!.id);
    expect(record!.content.kit.design).toEqual(expected);
    expect(sharedKitOf(record!, "/k/x").kit.design).toEqual(expected);
  });

  it("reads as that design from its kit.json, and a regeneration of its folder draws and keeps it", async () => {
    const cli = await createTestCli();
    const kitFile = toKitFile(legacyKit, { request, provider: "offline", nowMs: MADE_MS });
    await Deno.mkdir(cli.path("neon"));
    await Deno.writeTextFile(cli.path("neon", "kit.json"), JSON.stringify(kitFile));
    await cli.clock.sleep(LATER_MS - cli.clock.now());
    expect((await readKitFile(cli.deps.fs, "neon")).design).toEqual(expected);

    await cli.run("regenerate", "neon", "--name", legacyKit.eventNames[1]);
    const { family, variation, topLine, showQr } = expected;
    const briefs = cli.provider.calls.map((call) => call.method === "image" && call.request.brief.design);
    expect(briefs).toEqual([0, 1, 2].map(() => ({ family, variation, topLine, showQr })));
    expect((await readKitFile(cli.deps.fs, "neon")).design).toEqual(expected);
  });
});
