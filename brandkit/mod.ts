/**
 * The server's and the CLI's face of the BrandKit core: everything the browser may use (web.ts), and the
 * server-only core beside it: configuration, the generator and its provider interface, images fetched and fitted,
 * the outbound policy, limits, kept kits, the extra formats' files and the studio's decisions. Free of React,
 * Hono, Deno and Node; the concrete providers (providers/) and the renderer (render/) have their own faces.
 */
export * from "./web.ts";
export { type Config, ConfigSchema, PROVIDER_NAMES, type ProviderName, readConfig } from "./config.ts";
export { createDrawableCheck, describeCharacter, type DrawableCheck } from "./type/drawable.ts";
export * from "./generation/mod.ts";
export * from "./images/mod.ts";
export * from "./outbound/mod.ts";
export * from "./limits/mod.ts";
export * from "./formats/mod.ts";
export * from "./guide/mod.ts";
export * from "./kinds/mod.ts";
export * from "./palettes/mod.ts";
export * from "./dates/mod.ts";
// The studio's decisions (the design a request gets, an organiser's edit applied): they choose the top line from
// the kind's voice (languages/event-words), which stays on the server.
export { decideDesign } from "./studio/decide.ts";
export { applyEdit, type EditableKit } from "./studio/edit.ts";
// A kit made before designs were data is read with the design its graphics were drawn with, by this one resolver.
export { designOfKit, type KitMaking, withKitDesign } from "./studio/kit-design.ts";
