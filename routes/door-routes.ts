/**
 * The door's API (issue 39; docs/http-api.md#the-door):
 * - POST /api/kits/:id/check-ins — `{"code", "at"?}` with the owner's or a co-host's token: 200 with who arrived;
 *   409 ALREADY_CHECKED_IN with `checkedInAt`; 404 for a code no guest going holds;
 * - DELETE /api/kits/:id/check-ins/:guestId — undoes a check-in: 204;
 * - POST /api/kits/:id/cohosts — `{"label"}` with the owner's token: 201 with the co-host's token and door link,
 *   given once; GET lists them; DELETE /api/kits/:id/cohosts/:cohostId revokes one at once: 204.
 * - GET /api/kits/:id/door-list.pdf — the printable door list (owner or co-host), in the page's language
 *   (`?lang=`, the cookie, Accept-Language, then the kit's), made by the render pool: each takes one of the
 *   client's formats allowance (429 past it) and waits for a place in admission control (503 when none).
 * The guest list itself (GET /api/kits/:id/guests, and .csv) takes a co-host's token too (rsvp-routes.ts). Every
 * route here needs a token, so none counts against the RSVP allowances. Nothing here logs a token or a code.
 */
import { Hono } from "hono";
import {
  CheckInBodySchema,
  CohostBodySchema,
  DOOR_TOKEN_FRAGMENT,
  eventWhen,
  parseOrThrow,
} from "../brandkit/web.ts";
import type { ClientLimiter, Door, FormatService } from "../brandkit/mod.ts";
import { pageLanguageOf } from "./page-language.ts";
import { kitIdOf } from "./route-ids.ts";
import { requireBearerToken } from "./owner-token.ts";
import type { PublicOrigin } from "./public-origin.ts";
import { readJsonBody } from "./read-json.ts";
import { type KitOpeningDeps, takeClientLimit, withKitPlace } from "./kit-opening.ts";

/** A check-in or a co-host's label, with room to spare (a code is at most 64 characters, a label 60). */
export const MAX_DOOR_BODY_BYTES = 4 * 1024;

export type DoorRouteDeps = Pick<KitOpeningDeps, "admission" | "clientKey" | "shutdownSignal"> & {
  door: Door;
  /** The site's origin, for a co-host's absolute link. */
  origin: PublicOrigin;
  /** Makes the door list's PDF: the render pool. */
  formats: FormatService;
  /**
   * The formats' per-client limit, which each door list takes: the list is made afresh for every request (it
   * changes as guests answer and arrive), so a token holder may not keep the render pool busy with it.
   */
  formatsLimiter: ClientLimiter;
  now: () => number;
};

const NO_STORE = { "Cache-Control": "no-store" };
/** Who may use the door, as a 401 says it. */
const DOOR_TOKENS = "the kit's owner token or a co-host's token";

/** The door page of kit `kitId` at `origin`, opened with `token` (kept in the fragment: never sent to a server). */
export function doorLink(origin: string, kitId: string, token: string): string {
  return `${origin}/k/${kitId}/door#${DOOR_TOKEN_FRAGMENT}=${token}`;
}

export function createDoorRoutes(deps: DoorRouteDeps): Hono {
  const routes = new Hono();
  const { door } = deps;

  routes.post("/api/kits/:id/check-ins", async (c) => {
    const kitId = kitIdOf(c);
    const token = requireBearerToken(c, "Checking a guest in", DOOR_TOKENS);
    const body = parseOrThrow(
      CheckInBodySchema,
      await readJsonBody(c.req.raw, MAX_DOOR_BODY_BYTES),
      "check-in",
    );
    return c.json(await door.checkIn(kitId, token, body), 200, NO_STORE);
  });

  routes.delete("/api/kits/:id/check-ins/:guestId", async (c) => {
    const kitId = kitIdOf(c);
    const token = requireBearerToken(c, "Undoing a check-in", DOOR_TOKENS);
    await door.undoCheckIn(kitId, token, c.req.param("guestId"));
    return c.body(null, 204, NO_STORE);
  });

  routes.post("/api/kits/:id/cohosts", async (c) => {
    const kitId = kitIdOf(c);
    const token = requireBearerToken(c, "Adding a co-host");
    const body = parseOrThrow(
      CohostBodySchema,
      await readJsonBody(c.req.raw, MAX_DOOR_BODY_BYTES),
      "co-host",
    );
    const added = await door.addCohost(kitId, token, body);
    return c.json({ ...added, link: doorLink(deps.origin(c), kitId, added.token) }, 201, NO_STORE);
  });

  routes.get("/api/kits/:id/cohosts", async (c) => {
    const kitId = kitIdOf(c);
    const token = requireBearerToken(c, "Seeing the co-hosts");
    return c.json(await door.cohosts(kitId, token), 200, NO_STORE);
  });

  routes.delete("/api/kits/:id/cohosts/:cohostId", async (c) => {
    const kitId = kitIdOf(c);
    const token = requireBearerToken(c, "Revoking a co-host");
    await door.removeCohost(kitId, token, c.req.param("cohostId"));
    return c.body(null, 204, NO_STORE);
  });

  routes.get("/api/kits/:id/door-list.pdf", async (c) => {
    const kitId = kitIdOf(c);
    const token = requireBearerToken(c, "Printing the door list", DOOR_TOKENS);
    const { kit, going } = await door.doorList(kitId, token);
    await takeClientLimit(c, { limiter: deps.formatsLimiter, clientKey: deps.clientKey });
    const { request } = kit.content;
    const { language } = pageLanguageOf(c.req, kit.content.kit.language);
    // Costly work: it waits for a place in admission control like a kit (503 when there is none).
    const pdf = await withKitPlace(c, deps, (signal) =>
      deps.formats.format({
        format: "door-list-pdf",
        list: {
          eventName: kit.content.kit.selectedName,
          when: eventWhen(request, language)?.text,
          language,
          guests: going.map((guest) => ({
            name: guest.name,
            party: guest.party,
            companions: [...guest.companions],
            checkedIn: guest.checkedInAtMs !== undefined,
          })),
          generatedAt: new Date(deps.now()),
          ...request.timeZone ? { timeZone: request.timeZone } : {},
        },
      }, signal));
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
      ...NO_STORE,
      "Content-Type": "application/pdf",
      "Content-Disposition": 'attachment; filename="door-list.pdf"',
      "Content-Language": language,
      "X-Content-Type-Options": "nosniff",
    });
  });

  return routes;
}
