/**
 * Kept kits (issue 19): what the kit store keeps and its interface, the keeper that makes, reads, regenerates and
 * deletes them, how a kept kit is shared, the paths of its page and files, and the media store's naming rule.
 * The folder's face; server code imports it, the browser takes what it may through brandkit/web.ts.
 */
export * from "./kept-kits.ts";
export * from "./kit-keeper.ts";
export * from "./kept-record.ts";
export * from "./kit-paths.ts";
export * from "./kit-updates.ts";
export { UPDATES_WINDOW_MS } from "./update-limits.ts";
export * from "./mail-store.ts";
export * from "./media.ts";
export * from "./shared-kit.ts";
