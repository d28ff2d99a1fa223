import { describe, expect, it } from "vitest";
import { PALETTES } from "../../brandkit/web.ts";
import {
  closestPalette,
  editOf,
  patched,
  sameSnapshot,
  snapshotOf,
  withSnapshotCopy,
} from "../../client/state/studio-snapshot.ts";
import { SAMPLE_KIT } from "../support/sample-kit.ts";

const OCEAN = PALETTES.find((palette) => palette.name === "Ocean Depths")!;
const DESIGN = {
  family: "bold" as const,
  variation: 0,
  palette: OCEAN.name,
  colors: [...OCEAN.colors],
  topLine: "get ready for",
  showQr: true,
};
const KIT = { ...SAMPLE_KIT, design: DESIGN };
const SNAPSHOT = snapshotOf(KIT, { eventLocation: "Lisbon", eventTime: "08:00" }, "Europe/Lisbon")!;

describe("the studio's snapshot", () => {
  it("reads the kit's copy, design and the request's time and place, in the browser's zone when it names none", () => {
    expect(SNAPSHOT.event).toEqual({
      time: "08:00",
      endTime: "",
      location: "Lisbon",
      timeZone: "Europe/Lisbon",
    });
    expect(SNAPSHOT.design).toEqual({ ...DESIGN, details: "" });
    expect(SNAPSHOT.copy.headline).toBe(SAMPLE_KIT.headline);
    expect(snapshotOf(SAMPLE_KIT, null, "UTC")).toBeNull();
  });

  it("states the whole snapshot as the edit: empty facts clear, lines are trimmed", () => {
    const edit = editOf(
      patched(SNAPSHOT, { design: { topLine: "  Run with us ", details: "" }, event: { location: " " } }),
      PALETTES,
    );
    expect(edit.event).toEqual({ time: "08:00", endTime: null, location: null, timeZone: "Europe/Lisbon" });
    expect(edit.design).toMatchObject({ topLine: "Run with us", details: "", palette: OCEAN.name });
    expect(edit.copy?.socialCaptions).toEqual(SAMPLE_KIT.socialCaptions);
  });

  it.each([
    ["names the palette when the colours are exactly its own", OCEAN.name, OCEAN.colors, OCEAN.name],
    ["drops the name when the colours are not its own", OCEAN.name, ["#112233"], undefined],
    ["names none when the snapshot has none", undefined, OCEAN.colors, undefined],
  ])("%s", (_what, palette, colors, named) => {
    const edit = editOf(patched(SNAPSHOT, { design: { palette, colors } }), PALETTES);
    expect(edit.design?.palette).toBe(named);
    expect(edit.design?.colors).toEqual(colors);
  });

  it("compares snapshots by what they say", () => {
    expect(sameSnapshot(SNAPSHOT, patched(SNAPSHOT, {}))).toBe(true);
    expect(sameSnapshot(SNAPSHOT, patched(SNAPSHOT, { design: { variation: 1 } }))).toBe(false);
    expect(sameSnapshot(SNAPSHOT, patched(SNAPSHOT, { design: { palette: undefined } }))).toBe(false);
  });

  it("shows edited copy at once, the selected name following its option", () => {
    const names = SAMPLE_KIT.eventNames.map((name, index) => index === 0 ? "Sunday 10K" : name);
    const shown = withSnapshotCopy(
      KIT,
      patched(SNAPSHOT, { copy: { eventNames: names, tagline: "Run first." } }),
    );
    expect(shown).toMatchObject({ selectedName: "Sunday 10K", tagline: "Run first.", eventNames: names });
  });

  it("starts the palette dropdown on the palette sharing the most of the kit's colours", () => {
    expect(closestPalette(PALETTES, [...OCEAN.colors.slice(0, 2), "#123456"])?.name).toBe(OCEAN.name);
    expect(closestPalette(PALETTES, ["#010203"])).toBeUndefined();
  });
});
