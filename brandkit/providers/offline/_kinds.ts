/**
 * The event kinds, as the offline copywriter's modules import them. Their one home is brandkit/kinds/event-kinds.ts,
 * in the core, because the palette choice reads them too.
 */
export { EVENT_KINDS, type EventKind, eventKindOf, type Response } from "../../kinds/event-kinds.ts";
