/**
 * The extra formats of a kit made on demand (issue 14): the canvases a model draws itself (canvas-model.ts) and
 * the files the formats are made into (format-files.ts). Server-only: it renders, in the render pool or here.
 */
export * from "./canvas-model.ts";
export * from "./format-files.ts";
