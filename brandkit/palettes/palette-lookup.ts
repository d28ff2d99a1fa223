/**
 * Finding a palette by name in a catalogue: trimmed and in any case ("sunset glow " is Sunset Glow). Zod-free and
 * data-free, so the page looks palettes up in the catalogue the server sent with it the same way the core does.
 */

/** The palette of `palettes` called `name` (any case, spaces around it ignored), or undefined. */
export function paletteNamed<Named extends { name: string }>(
  palettes: readonly Named[],
  name: string,
): Named | undefined {
  const wanted = name.trim().toLowerCase();
  return palettes.find((palette) => palette.name.toLowerCase() === wanted);
}
