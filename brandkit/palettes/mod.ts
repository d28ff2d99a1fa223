/**
 * Colours: the palette catalogue and its look-up, the palette a request without colours gets, hex colours, WCAG
 * contrast, the designer's colour arithmetic and palette roles, and the swatches every guide lists.
 * The folder's face; server code imports it, the browser takes what it may through brandkit/web.ts.
 */
export * from "./color.ts";
export * from "./contrast.ts";
export * from "./edit-distance.ts";
export * from "./hex-color.ts";
export * from "./hex-color-schema.ts";
export * from "./palette-choice.ts";
export * from "./palette-lookup.ts";
export * from "./palette-roles.ts";
export * from "./palettes.ts";
export * from "./swatches.ts";
