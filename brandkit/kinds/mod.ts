/**
 * What an event is: its kind (a run, a wedding, a club night ...) with its traits, and the moods its vibes name.
 * The folder's face; server code imports it, the browser takes what it may through brandkit/web.ts.
 */
export * from "./event-kinds.ts";
export * from "./moods.ts";
