import { describe, expect, it } from "vitest";
import { PALETTES } from "../../brandkit/web.ts";
import { formatPalettes, swatch } from "../../cli/palettes.ts";
import { createTestCli } from "../support/test-cli.ts";

describe("brandkit palettes", () => {
  it("lists every palette a line, the default first and marked, with its hex codes", async () => {
    const cli = await createTestCli();
    await cli.run("palettes");
    const lines = cli.stdout.text().trimEnd().split("\n");
    expect(lines).toHaveLength(PALETTES.length);
    expect(lines[0]).toMatch(/^Sunset Glow +#E6067A #F472B6 #FF8E53 #FFC15E #6A2C70 {2}\(default\)$/);
    expect(lines[3]).toMatch(/^Ocean Depths +#03045E #0077B6 #00B4D8 #90E0EF #CAF0F8$/);
    expect(cli.stdout.text()).not.toContain("\x1b[");
  });

  it("prints the catalogue as JSON with --json", async () => {
    const cli = await createTestCli();
    await cli.run("palettes", "--json");
    expect(JSON.parse(cli.stdout.text())).toEqual(PALETTES);
  });

  it("shows swatches in a colour terminal", () => {
    const text = formatPalettes(PALETTES.slice(0, 1), true);
    expect(text).toContain(`${swatch("#E6067A")} ${swatch("#F472B6")}`);
    expect(swatch("#E6067A")).toBe("\x1b[48;2;230;6;122m  \x1b[0m");
  });
});
