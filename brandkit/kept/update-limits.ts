/**
 * The owner's updates' constants (issue 38) apart from their zod schemas (kit-updates.ts), so the event page's
 * owner panel can use them without zod: importing any value from a module keeps all its schemas, and zod with
 * them, in the page's first script (docs/web-app.md).
 */
import { MS_PER_DAY } from "../time.ts";

/** The longest update, in characters (code points). */
export const UPDATE_TEXT_MAX = 1_000;
/** The window the daily limit (BRANDKIT_UPDATES_PER_DAY) counts updates in. */
export const UPDATES_WINDOW_MS = MS_PER_DAY;
