/**
 * HarfBuzz (harfbuzzjs), loaded on first need rather than when this module is imported: harfbuzzjs compiles its
 * WebAssembly with a top-level await, and a top-level await in a render worker's import graph delays the
 * worker's message handler, so messages sent to a new worker could be lost. Everything that shapes or parses a
 * font awaits `loadHarfBuzz()` first (the font library's prepare does) and then uses `harfbuzz()`.
 */
type HarfBuzz = typeof import("harfbuzzjs");

let loading: Promise<HarfBuzz> | undefined;
let loaded: HarfBuzz | undefined;

/** Loads HarfBuzz once; later calls get the same module. */
export function loadHarfBuzz(): Promise<HarfBuzz> {
  loading ??= import("harfbuzzjs").then((module) => loaded = module);
  return loading;
}

/** The loaded HarfBuzz; throws when nothing has awaited loadHarfBuzz() yet (a bug, not input). */
export function harfbuzz(): HarfBuzz {
  if (!loaded) throw new Error("HarfBuzz is used before loadHarfBuzz() finished");
  return loaded;
}
