/**
 * Lays out the palette dropdown's options: the palette suggested for the visitor's vibes first (issue 26), then
 * every palette. Palettes are looked up by name with the core's zod-free paletteNamed (brandkit/palettes/palette-lookup.ts)
 * in the catalogue the server sent with the page.
 */
import type { Palette } from "../brandkit/web.ts";
import { type Message, message } from "./i18n/translator.ts";

/** The headings of the dropdown's groups, shown once there is a suggestion (the palettes' names are data). */
export const PALETTE_GROUP_LABELS = {
  suggested: message("form.palette.suggested"),
  all: message("form.palette.all"),
} as const;

/**
 * A group of the dropdown: its heading (none while there is only the one list), its palettes, and where its
 * first option stands among all the dropdown's options (the keys move through both groups as one list).
 */
export type PaletteGroup = {
  key: keyof typeof PALETTE_GROUP_LABELS;
  label?: Message;
  palettes: readonly Palette[];
  start: number;
};

/** The dropdown's groups: just every palette, or the suggestion first and then every palette, each headed. */
export function paletteGroups(palettes: readonly Palette[], suggested?: Palette): PaletteGroup[] {
  if (!suggested) return [{ key: "all", palettes, start: 0 }];
  return [
    { key: "suggested", label: PALETTE_GROUP_LABELS.suggested, palettes: [suggested], start: 0 },
    { key: "all", label: PALETTE_GROUP_LABELS.all, palettes, start: 1 },
  ];
}
