/**
 * `brandkit palettes`: the palette catalogue, one palette a line with its hex codes, and colour swatches when
 * stdout is a colour terminal; `--json` prints the catalogue as JSON.
 */
import { Command } from "commander";
import { z } from "zod";
import { DEFAULT_PALETTE_NAME, type Palette, PALETTES } from "../brandkit/web.ts";
import type { CliDeps } from "./deps.ts";
import { parseFlags } from "./options.ts";

const PalettesFlagsSchema = z.strictObject({ json: z.boolean().default(false) });

/** Characters per swatch; two spaces on a coloured background make a small square in most fonts. */
const SWATCH = "  ";
const RESET = "\x1b[0m";

const EXAMPLES = `
Examples:
  $ brandkit palettes
  $ brandkit palettes --json | jq -r '.[].name'
  $ brandkit generate --palette "Ocean Depths"`;

/** A 24-bit ANSI background swatch of `hex` ("#RRGGBB"). */
export function swatch(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `\x1b[48;2;${(value >> 16) & 0xff};${(value >> 8) & 0xff};${value & 0xff}m${SWATCH}${RESET}`;
}

/** One line per palette: name (padded), swatches when `colors`, hex codes; the default one marked. */
export function formatPalettes(palettes: readonly Palette[], colors: boolean): string {
  const width = Math.max(...palettes.map((palette) => palette.name.length));
  return palettes.map((palette) => {
    const swatches = colors ? `${palette.colors.map(swatch).join(" ")}  ` : "";
    const mark = palette.name === DEFAULT_PALETTE_NAME ? "  (default)" : "";
    return `${palette.name.padEnd(width)}  ${swatches}${palette.colors.join(" ")}${mark}`;
  }).join("\n") + "\n";
}

/** The `palettes` command. */
export function createPalettesCommand(deps: CliDeps): Command {
  return new Command("palettes")
    .description("list the named palettes and their colours")
    .option("--json", "print the palettes as JSON: [{name, colors}]")
    .addHelpText("after", EXAMPLES)
    .action((options) => {
      const flags = parseFlags(PalettesFlagsSchema, options);
      deps.stdout.write(
        flags.json ? `${JSON.stringify(PALETTES, null, 2)}\n` : formatPalettes(PALETTES, deps.stdout.colors),
      );
    });
}
