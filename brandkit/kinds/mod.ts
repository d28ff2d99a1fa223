/**
 * What an event is: its kind (a run, a wedding, a club night ...) with its traits. The moods its vibes name are
 * a vocabulary a floor below (brandkit/moods.ts).
 * The folder's face; server code imports it, the browser takes what it may through brandkit/web.ts.
 */
export * from "./event-kinds.ts";
