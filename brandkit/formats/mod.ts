/**
 * The extra formats of a kit (issue 14): their names and canvases, the canvases a model draws itself, the
 * files they are made into, copy.txt, and what POST /api/kits/formats asks for.
 * The folder's face; server code imports it, the browser takes what it may through brandkit/web.ts.
 */
export * from "./canvas-model.ts";
export * from "./copy-txt.ts";
export * from "./files-request.ts";
export * from "./format-files.ts";
export * from "./formats.ts";
