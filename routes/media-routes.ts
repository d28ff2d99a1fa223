/**
 * GET /media/:id: a file from the media store, with the Content-Type of its extension. Ids are content hashes, so
 * a file never changes under its URL and is cached for a year.
 *
 * The graphics (PNG) are shown inline: the page shows them. The extra formats a kept kit keeps (SVG, PDF, the
 * calendar file) are downloads: served as attachments, so a link to one never opens it on our origin, and an SVG
 * carries a CSP that allows no script and sandboxes it all the same, should a browser render it anyway (an SVG
 * is a document that can hold script). A kept kit's inspiration image is stored too, but never served: it is the
 * visitor's own picture, not shown to whoever has the kit's link (brandkit/kept/shared-kit.ts).
 */
import { Hono } from "hono";
import { BrandKitError, ErrorCode } from "../brandkit/web.ts";
import {
  IMMUTABLE_CACHE,
  MEDIA_TYPES,
  type MediaExtension,
  mediaExtensionOf,
  type MediaStore,
} from "../brandkit/mod.ts";

/** An SVG opened on our origin may style itself, and do nothing else: no script, no fetches, sandboxed. */
export const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

const DOWNLOAD = { "Content-Disposition": "attachment" };

/** The headers of each type /media/:id serves, beyond its Content-Type and caching; a type not here is not served. */
const SERVED_TYPES: { readonly [Extension in MediaExtension]?: Readonly<Record<string, string>> } = {
  png: {},
  svg: { ...DOWNLOAD, "Content-Security-Policy": SVG_CSP },
  pdf: DOWNLOAD,
  ics: DOWNLOAD,
};

/** The extension of an id /media/:id serves, or null for a malformed id or a type it does not serve. */
function servedExtensionOf(id: string): MediaExtension | null {
  const extension = mediaExtensionOf(id);
  return extension && SERVED_TYPES[extension] ? extension : null;
}

function notFound(): BrandKitError {
  return new BrandKitError(ErrorCode.NOT_FOUND, "There is no such file. It may have been cleared out.");
}

/** GET /media/:id from `media`. */
export function createMediaRoutes(media: MediaStore): Hono {
  const routes = new Hono();
  routes.get("/media/:id", async (c) => {
    const id = c.req.param("id");
    const extension = servedExtensionOf(id);
    if (!extension) throw notFound();
    const etag = `"${id}"`;
    const headers = {
      "Cache-Control": IMMUTABLE_CACHE,
      ETag: etag,
      "X-Content-Type-Options": "nosniff",
      ...SERVED_TYPES[extension],
    };
    if (c.req.header("if-none-match") === etag) return new Response(null, { status: 304, headers });
    const bytes = await media.get(id);
    if (!bytes) throw notFound();
    return new Response(c.req.method === "HEAD" ? null : bytes as Uint8Array<ArrayBuffer>, {
      headers: {
        ...headers,
        "Content-Type": MEDIA_TYPES[extension],
        "Content-Length": String(bytes.byteLength),
      },
    });
  });
  return routes;
}
