/**
 * The owner's updates to the guests (issue 38):
 * - GET /api/kits/:id/updates — anyone with the link: `{updates: [{id, text, createdAt}]}`, newest first;
 * - POST /api/kits/:id/updates — with the owner token, `{"text"}`: 201 with the update kept; 429 past
 *   BRANDKIT_UPDATES_PER_DAY in 24 hours, with `retryAfter`;
 * - DELETE /api/kits/:id/updates/:updateId — with the owner token: 204.
 * The event page shows them and `/k/:id/updates.atom` (share-routes.ts) is their feed.
 */
import { Hono } from "hono";
import { parseOrThrow, UpdateBodySchema } from "../brandkit/web.ts";
import type { KitUpdates } from "../brandkit/mod.ts";
import { kitIdOf } from "./route-ids.ts";
import { requireBearerToken } from "./owner-token.ts";
import { readJsonBody } from "./read-json.ts";

/** The largest update, with room to spare: 1,000 characters each sent as \uXXXX escapes of a surrogate pair. */
export const MAX_UPDATE_BODY_BYTES = 16 * 1024;

export type UpdateRouteDeps = { updates: KitUpdates };

const NO_STORE = { "Cache-Control": "no-store" };

export function createUpdateRoutes(deps: UpdateRouteDeps): Hono {
  const routes = new Hono();
  const { updates } = deps;

  routes.get("/api/kits/:id/updates", async (c) => {
    const kitId = kitIdOf(c);
    return c.json({ updates: await updates.list(kitId) }, 200, NO_STORE);
  });

  routes.post("/api/kits/:id/updates", async (c) => {
    const kitId = kitIdOf(c);
    const token = requireBearerToken(c, "Posting an update");
    const body = parseOrThrow(
      UpdateBodySchema,
      await readJsonBody(c.req.raw, MAX_UPDATE_BODY_BYTES),
      "update",
    );
    return c.json(await updates.post(kitId, token, body), 201, NO_STORE);
  });

  routes.delete("/api/kits/:id/updates/:updateId", async (c) => {
    const kitId = kitIdOf(c);
    const token = requireBearerToken(c, "Removing an update");
    await updates.remove(kitId, token, c.req.param("updateId"));
    return c.body(null, 204, NO_STORE);
  });

  return routes;
}
