/**
 * The door's constants (issue 39) apart from its zod schemas (door-schemas.ts re-exports them), so the owner's
 * panel and the door page use them without loading a schema: importing any value from a module keeps all its
 * schemas, and zod with them, in the page's first script (docs/web-app.md).
 */

/** A co-host's label (who they are: "Sam at the side door"), in characters as a reader counts them. */
export const MAX_COHOST_LABEL_LENGTH = 60;
/** Co-hosts of one kit, at most. */
export const MAX_COHOSTS = 20;
/** The fragment's key of a door link's token: `/k/{id}/door#token=...` (the token never reaches a server log). */
export const DOOR_TOKEN_FRAGMENT = "token";
/**
 * How far back a check-in made offline may be dated when it is sent (`at`): a door that synchronises later than
 * this records the time it is sent instead.
 */
export const MAX_CHECK_IN_AGE_MS = 7 * 24 * 60 * 60 * 1_000;
