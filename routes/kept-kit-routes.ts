/**
 * The kept kits' API (issue 19):
 * - GET /api/kits/:id — the kit as anyone with its link sees it (SharedKit), never its token;
 * - DELETE /api/kits/:id — with `Authorization: Bearer <ownerToken>`: 204, and the kit, its page and every file
 *   of it are gone; 401 without a token, 403 with another, and the kit stays;
 * - GET /k/:id/files/:name — a kit's graphic ("poster.png") or extra-format file ("link-preview.png",
 *   "poster-print.pdf", "event.ics", ...): made on its first request (waiting for a place in admission like a
 *   kit; not counted against the client's limit, see withKitPlace), then kept with the kit and read back. The og:image of the share page is one of these.
 * A malformed id is KIT_NOT_FOUND before anything else, without the database being asked (route-ids.ts);
 * STORE_UNAVAILABLE (503, Retry-After) while the database cannot be reached.
 */
import { Hono } from "hono";
import {
  BrandKitError,
  ErrorCode,
  FORMAT_NAMES,
  formatFiles,
  IMAGE_KINDS,
  type ImageKind,
} from "../brandkit/web.ts";
import {
  type CanvasModel,
  type FormatService,
  type KeptKitRecord,
  kitCalendarUid,
  type KitKeeper,
  kitNotFound,
  makeFormatFiles,
  type MediaExtension,
  mediaIdOfUrl,
  type MediaStore,
  sharedKitOf,
} from "../brandkit/mod.ts";
import { readArt, readGraphics } from "./kit-media.ts";
import { type KitOpeningDeps, withKitPlace } from "./kit-opening.ts";
import { requireBearerToken } from "./owner-token.ts";
import { fileResponse } from "./file-response.ts";
import { kitIdOf } from "./route-ids.ts";

export type KeptKitRouteDeps = {
  keeper: KitKeeper;
  media: Pick<MediaStore, "get">;
  /** The render pool, for files made on first request. */
  formats: FormatService;
  /** The AI, when it draws its own type (BRANDKIT_TYPOGRAPHY=model): it draws the story and link preview. */
  model?: CanvasModel;
  /** The share link of a kit, as the API gives it. */
  shareUrl: (id: string) => string;
  now: () => number;
} & Pick<KitOpeningDeps, "admission" | "shutdownSignal">;

const NO_STORE = { "Cache-Control": "no-store" };
/** The graphics by file name. */
const GRAPHIC_FILES: ReadonlyMap<string, ImageKind> = new Map(
  IMAGE_KINDS.map((kind) => [`${kind}.png`, kind]),
);
/** The media type of each file a kit has, by its name's extension. */
const EXTENSIONS: Readonly<Record<string, MediaExtension>> = {
  png: "png",
  svg: "svg",
  pdf: "pdf",
  ics: "ics",
};

function noSuchFile(name: string): BrandKitError {
  return new BrandKitError(ErrorCode.NOT_FOUND, `This kit has no file '${name.slice(0, 64)}'.`);
}

/** GET and DELETE /api/kits/:id, and GET /k/:id/files/:name. */
export function createKeptKitRoutes(deps: KeptKitRouteDeps): Hono {
  const routes = new Hono();

  const findKit = async (id: string): Promise<KeptKitRecord> => {
    const record = await deps.keeper.find(id);
    if (!record) throw kitNotFound();
    return record;
  };

  /** The bytes of a graphic the kit shows. */
  const graphic = async (record: KeptKitRecord, kind: ImageKind, name: string) => {
    const id = mediaIdOfUrl(record.content.kit.images[kind]);
    const bytes = id ? await deps.media.get(id) : null;
    if (!bytes) throw noSuchFile(name);
    return { bytes, etag: `"${id}"` };
  };

  routes.get("/api/kits/:id", async (c) => {
    const id = kitIdOf(c);
    const record = await findKit(id);
    return c.json(sharedKitOf(record, deps.shareUrl(id)), 200, NO_STORE);
  });

  routes.delete("/api/kits/:id", async (c) => {
    const id = kitIdOf(c);
    const token = requireBearerToken(c);
    await deps.keeper.delete(id, token);
    return c.body(null, 204, NO_STORE);
  });

  routes.get("/k/:id/files/:name", async (c) => {
    const name = c.req.param("name");
    const record = await findKit(kitIdOf(c));
    const kind = GRAPHIC_FILES.get(name);
    if (kind) {
      const { bytes, etag } = await graphic(record, kind, name);
      if (c.req.header("if-none-match") === etag) return c.body(null, 304, { ETag: etag });
      return fileResponse(bytes, name, { cache: "no-cache", etag, method: c.req.method });
    }
    const { kit, request } = record.content;
    const file = formatFiles(FORMAT_NAMES, request).find((candidate) => candidate.name === name);
    const extension = EXTENSIONS[name.split(".").pop() ?? ""];
    if (!file || !extension) throw noSuchFile(name);
    const keptId = record.files[name];
    const etag = keptId ? `"${keptId}"` : undefined;
    if (etag && c.req.header("if-none-match") === etag) return c.body(null, 304, { ETag: etag });
    const { bytes, mediaId } = await deps.keeper.file(
      record,
      name,
      extension,
      () =>
        withKitPlace(c, deps, async (signal) => {
          const read = (id: string) => deps.media.get(id);
          const graphics = file.format === "guide-pdf" ? await readGraphics(kit.images, read) : {};
          const art = await readArt(kit.art, read);
          const made = await makeFormatFiles([file], {
            kit,
            request: await deps.keeper.requestOf(record),
            graphics,
            ...art ? { art } : {},
            // Its event.ics is the same entry as its subscription (calendar.ics): the kit's UID and SEQUENCE.
            calendar: { uid: kitCalendarUid(record.id), sequence: record.calendarSequence },
          }, {
            service: deps.formats,
            now: deps.now,
            signal,
            model: deps.model,
          });
          return made[name];
        }),
    );
    return fileResponse(bytes, name, { cache: "no-cache", etag: `"${mediaId}"`, method: c.req.method });
  });

  return routes;
}
