/**
 * The ids a route's path carries (a kit's `:id`, an answer's `:guestId`), read and checked against their alphabet
 * (KIT_ID_PATTERN) before anything else is done with them. An id with any other character (NUL, CR, LF, a space,
 * a letter outside ASCII, an encoded slash or question mark, one character too many) is refused as not found,
 * like an id nobody has, before a limit is counted under it, a store is asked for it or an answer is made with
 * it: it never reaches a response header (a redirect's Location, a cookie's Path, an ETag).
 */
import type { Context } from "hono";
import { answerNotFound, isKitId, kitNotFound } from "../brandkit/mod.ts";
import { GUEST_ID_PATTERN } from "../brandkit/web.ts";

/** The kit id of the request's path (`:id`, or `param`); KIT_NOT_FOUND for one that cannot be a kit's. */
export function kitIdOf(c: Context, param = "id"): string {
  const id = c.req.param(param) ?? "";
  if (!isKitId(id)) throw kitNotFound();
  return id;
}

/** The answer id of the request's path (`:guestId`, or `param`); NOT_FOUND for one that cannot be an answer's. */
export function guestIdOf(c: Context, param = "guestId"): string {
  const id = c.req.param(param) ?? "";
  if (!GUEST_ID_PATTERN.test(id)) throw answerNotFound();
  return id;
}
