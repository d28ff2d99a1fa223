/**
 * The formats a kit can come in (issue 14), named once: the canvases with their sizes, the extra formats'
 * names and file names, and the `--formats` list. A vocabulary on a low floor: the files themselves are made in
 * extra-formats/, and written with the kit in archive/. Browser-safe.
 */
export * from "./formats.ts";
