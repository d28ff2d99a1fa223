/**
 * POST /api/kits/formats: files of a kit's extra formats, made on demand (issue 14) so the first result is no
 * slower — the story and link preview, the SVGs, the print poster and guide PDFs, the calendar. The page sends
 * the kit it has (request, copy, graphics' URLs, an AI kit's art) and the file names it wants; one file comes back as itself, two
 * or more as one ZIP. It opens like the kit routes (kitOpening: a rate limit, one request however many files; the
 * body bounded and validated; then a place in admission control); the work is done in the render pool.
 *
 * Formats are not kit generations (issue 20): a request for a kit this server made (its graphics are in this
 * server's media store) counts only against the formats' own, larger allowance
 * (BRANDKIT_FORMATS_RATE_LIMIT_PER_MINUTE). One for any other kit counts against the kit limit as well, since it
 * could stand in for a kit's graphics made from nothing.
 */
import { Hono } from "hono";
import {
  type CanvasModel,
  type ClientLimiter,
  type FormatService,
  makeFormatFiles,
  mediaIdOfUrl,
  OWN_TYPE_FORMATS,
  ownTypeFormatUnavailable,
  settleSentKit,
} from "../brandkit/mod.ts";
import {
  EXTRA_CANVASES,
  FORMAT_NAMES,
  formatFiles,
  type FormatFilesRequest,
  FormatFilesRequestSchema,
  IMAGE_KINDS,
  zipArchive,
} from "../brandkit/web.ts";
import { visitorLanguagesOf } from "./page-language.ts";
import { kitOpening, type KitOpeningDeps, takeClientLimit } from "./kit-opening.ts";
import { readArt, readGraphics, type ReadMedia } from "./kit-media.ts";
import { fileResponse } from "./file-response.ts";

/** The one file name the ZIP of several files is offered under. */
export const FORMATS_ZIP_NAME = "formats.zip";

export type FormatRouteDeps = {
  /** The render pool. */
  formats: FormatService;
  /** The kit limit, also taken for formats of a kit this server did not make (`limiter` is the formats'). */
  kitLimiter: ClientLimiter;
  /** A file of the media store by id, or null: the guide PDF's thumbnails, and an AI kit's art. */
  readMedia: ReadMedia;
  /** The AI, when it draws its own type (BRANDKIT_TYPOGRAPHY=model): it draws the story and link preview. */
  model?: CanvasModel;
  now: () => number;
} & KitOpeningDeps;

/** A file made for one request: saved, never kept. */
const SAVED_ONCE = { cache: "no-store", disposition: "attachment" } as const;

/** POST /api/kits/formats. */
export function createFormatRoutes(deps: FormatRouteDeps): Hono {
  const routes = new Hono();
  /** True when the kit's graphics are this server's: at least one is named, and the first is in the store. */
  const madeHere = async (images: FormatFilesRequest["images"]) => {
    const id = IMAGE_KINDS.map((kind) => mediaIdOfUrl(images?.[kind] ?? "")).find((found) => found !== null);
    return id ? (await deps.readMedia(id)) !== null : false;
  };
  const open = kitOpening(deps, {
    schema: FormatFilesRequestSchema,
    what: "formats request",
    check: async (asked, c) => {
      const files = formatFiles(FORMAT_NAMES, asked.request).filter(({ name }) => asked.files.includes(name));
      const formats = files.map((file) => file.format);
      if (deps.model && formats.some((format) => OWN_TYPE_FORMATS.includes(format))) {
        throw ownTypeFormatUnavailable();
      }
      // A canvas the model draws is a call to the AI service, like a kit's graphic: it takes the kit limit too.
      const drawsCanvas = deps.model &&
        formats.some((format) => EXTRA_CANVASES.some((canvas) => canvas === format));
      if (drawsCanvas || !await madeHere(asked.images)) {
        await takeClientLimit(c, { ...deps, limiter: deps.kitLimiter });
      }
      return files;
    },
  });

  routes.post("/api/kits/formats", open, async (c) => {
    const { input: asked, checked: files, signal } = c.var.opened;
    // Settled as the generator settled the kit: the page sends the kit's language (without one, Auto decides as
    // it did), and an API kit made without colours got the palette that fits it (its guide lists those colours).
    const { kit, request } = settleSentKit(asked, visitorLanguagesOf(c.req));
    const graphics = files.some((file) => file.format === "guide-pdf")
      ? await readGraphics(asked.images, deps.readMedia)
      : {};
    const art = await readArt(asked.art, deps.readMedia);
    const made = await makeFormatFiles(files, { kit, request, graphics, ...art ? { art } : {} }, {
      service: deps.formats,
      now: deps.now,
      signal,
      model: deps.model,
    });
    if (files.length === 1) return fileResponse(made[files[0].name], files[0].name, SAVED_ONCE);
    const zip = zipArchive(asked.files.map((name) => ({ name, data: made[name] })), { nowMs: deps.now() });
    return fileResponse(zip, FORMATS_ZIP_NAME, SAVED_ONCE);
  });
  return routes;
}
