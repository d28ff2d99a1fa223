/**
 * GET /media/:id: a generated graphic from the media store. Ids are content hashes, so a graphic never
 * changes under its URL and is cached for a year.
 */
import { Hono } from "hono";
import { BrandKitError, ErrorCode } from "../brandkit/mod.ts";
import type { MediaStore } from "../brandkit/media.ts";
import { IMMUTABLE_CACHE } from "../brandkit/media.ts";

/** GET /media/:id from `media`. */
export function createMediaRoutes(media: MediaStore): Hono {
  const routes = new Hono();
  routes.get("/media/:id", async (c) => {
    const id = c.req.param("id");
    const etag = `"${id}"`;
    const headers = { "Cache-Control": IMMUTABLE_CACHE, ETag: etag, "X-Content-Type-Options": "nosniff" };
    if (c.req.header("if-none-match") === etag) return new Response(null, { status: 304, headers });
    const bytes = await media.get(id);
    if (!bytes) {
      throw new BrandKitError(ErrorCode.NOT_FOUND, "There is no such image. It may have been cleared out.");
    }
    return new Response(c.req.method === "HEAD" ? null : bytes as Uint8Array<ArrayBuffer>, {
      headers: { ...headers, "Content-Type": "image/png", "Content-Length": String(bytes.byteLength) },
    });
  });
  return routes;
}
