/**
 * The brand guide and the words of a kit's own files: the guide's colours, fonts, dos and don'ts, brand-guide.md,
 * the graphics' alt text, and the headings and labels of those files in every copy language.
 * The folder's face; server code imports it, the browser takes what it may through brandkit/web.ts.
 */
export * from "./alt-text.ts";
export * from "./brand-guide-md.ts";
export * from "./guide-words.ts";
export * from "./guide.ts";
