import { describe, expect, it } from "vitest";
import { paletteNamed } from "../../../brandkit/palettes/palette-lookup.ts";
import { PALETTES } from "../../../brandkit/palettes/palettes.ts";

describe("paletteNamed()", () => {
  it("finds a palette by its name in any case, with spaces around it", () => {
    expect(paletteNamed(PALETTES, " sunset GLOW ")?.name).toBe("Sunset Glow");
  });

  it("finds nothing for a name no palette has", () => {
    expect(paletteNamed(PALETTES, "Sunset Glo")).toBeUndefined();
  });
});
