import { describe, expect, it } from "vitest";
import {
  GenerationRequestSchema,
  KitFileSchema,
  localCalendarDate,
  toKitFile,
} from "../../../brandkit/web.ts";
import { seedOf, withPaletteColors } from "../../../brandkit/mod.ts";
import { withKitFileDesign } from "../../../brandkit/archive/kit-design.ts";
import { decideDesign } from "../../../brandkit/studio/decide.ts";
import type { KitDesign } from "../../../brandkit/design.ts";
import { SAMPLE_KIT } from "../../support/sample-kit.ts";

const request = GenerationRequestSchema.parse({
  vibes: ["elegant"],
  palette: "Ocean Depths",
  eventDate: "2026-06-14",
  eventTime: "08:00",
  timeZone: "America/Los_Angeles",
  seed: 7,
});
const DESIGN: KitDesign = {
  family: "editorial",
  variation: 2,
  palette: "Ocean Depths",
  colors: ["#03045E", "#0077B6"],
  topLine: "Run with us",
  details: "Free · Pancakes after",
  showQr: false,
};
const MADE_MS = Date.UTC(2026, 0, 2, 12);

/** kit.json as it was written before designs were data: the same, without `design`. */
function olderKitFile(provider: string) {
  const { design: _design, ...older } = toKitFile({ ...SAMPLE_KIT, design: DESIGN }, {
    request,
    provider,
    nowMs: MADE_MS,
  });
  return KitFileSchema.parse(older);
}

describe("toKitFile() and the kit's design (issue 26)", () => {
  it("keeps the kit's design in kit.json, which reads back as it", () => {
    const kit = toKitFile({ ...SAMPLE_KIT, design: DESIGN }, {
      request,
      provider: "offline",
      nowMs: MADE_MS,
    });
    expect(kit.design).toEqual(DESIGN);
    expect(KitFileSchema.parse(JSON.parse(JSON.stringify(kit))).design).toEqual(DESIGN);
  });

  it("writes no design for a kit that has none", () => {
    const { design: _design, ...bare } = { ...SAMPLE_KIT, design: DESIGN };
    expect(Object.keys(toKitFile(bare, { request, provider: "offline", nowMs: MADE_MS }))).not.toContain(
      "design",
    );
  });
});

describe("withKitFileDesign()", () => {
  it("keeps the kit's own design when kit.json has one", () => {
    const kit = toKitFile({ ...SAMPLE_KIT, design: DESIGN }, {
      request,
      provider: "offline",
      nowMs: MADE_MS,
    });
    expect(withKitFileDesign(KitFileSchema.parse(kit)).design).toEqual(DESIGN);
  });

  it("reads an older offline kit.json as the design the designer gives its request on the day it was made", () => {
    const settled = withPaletteColors(request).request;
    const decided = decideDesign(settled, seedOf(request), {
      language: "en",
      today: localCalendarDate(MADE_MS),
    });
    expect(withKitFileDesign(olderKitFile("offline")).design).toEqual(decided);
    expect(decided.family).not.toBe("art");
    expect(decided.colors).toEqual(settled.colors);
  });

  it("reads an older AI kit.json as the art family, as its type was set over the AI's art", () => {
    const { family, ...rest } = withKitFileDesign(olderKitFile("openai")).design;
    const { family: laidOut, ...offline } = withKitFileDesign(olderKitFile("offline")).design;
    expect(family).toBe("art");
    expect(laidOut).not.toBe("art");
    expect(rest).toEqual(offline);
  });
});
