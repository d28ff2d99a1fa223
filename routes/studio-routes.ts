/**
 * The studio's API (issue 26): an owner shapes their kit after it is made.
 * - PATCH /api/kits/:id — with `Authorization: Bearer <ownerToken>` and `If-Match: "<revision>"`: the edit
 *   (copy, event facts, design) is applied, the three graphics are made again from the kit's design, and the kit
 *   is kept as a new revision. 200 with the kit as GET /api/kits/:id shows it; 409 REVISION_CONFLICT (with the
 *   current revision) when the kit moved on; 428 PRECONDITION_REQUIRED without If-Match (revisionOfIfMatch);
 *   401/403 without the owner's token, and nothing changes.
 * - POST /api/kits/:id/extend — the owner keeps the kit another BRANDKIT_KIT_TTL_DAYS, within the keeper's bound
 *   (brandkit/kept/kit-lifetime.ts).
 * - POST /api/kits/preview — the same edit of a kit that was not kept: its three graphics, made and stored.
 * Edits count against the formats' allowance (one per edit), as they are the designer's work and no AI call.
 */
import { Hono } from "hono";
import type { Context } from "hono";
import { z } from "zod";
import {
  applyEdit,
  type CanvasModel,
  type DrawableCheck,
  type EditableKit,
  type FormatService,
  imageBriefFor,
  type KitKeeper,
  makeGraphics,
  type MediaStore,
  mediaUrlOf,
  settleSentKit,
  sharedKitOf,
} from "../brandkit/mod.ts";
import {
  BrandKitError,
  COPY_LIMITS,
  ErrorCode,
  type GenerationRequest,
  GenerationRequestSchema,
  IMAGE_KINDS,
  KitArtSchema,
  KitDesignSchema,
  KitEditSchema,
  type KitImages,
  KitTextSchema,
  parseOrThrow,
  typedText,
} from "../brandkit/web.ts";
import { browserLanguagesOf } from "./accept-language.ts";
import { readArt } from "./kit-media.ts";
import { kitOpening, type KitOpeningDeps, takeClientLimit, withKitPlace } from "./kit-opening.ts";
import { requireBearerToken } from "./owner-token.ts";
import { readJsonBody } from "./read-json.ts";
import { kitIdOf } from "./route-ids.ts";

export type StudioRouteDeps = {
  keeper: KitKeeper;
  media: Pick<MediaStore, "get" | "put">;
  /** The render pool. */
  formats: FormatService;
  /** The AI, when it draws its own type: its kits' graphics cannot be edited (FORMAT_UNAVAILABLE). */
  model?: CanvasModel;
  checkDrawable?: DrawableCheck;
  shareUrl: (id: string) => string;
  now: () => number;
} & KitOpeningDeps;

const NO_STORE = { "Cache-Control": "no-store" };

/** The largest edit: the copy at its limits, with room to spare; an inspiration image never comes with one. */
const MAX_EDIT_BYTES = 64 * 1024;

/** An If-Match that is a revision: one strong entity tag, the revision's digits in quotes, as the kit's ETag. */
const REVISION_TAG = /^\s*"(\d{1,9})"\s*$/;
/** A weak entity tag (`W/"3"`). */
const WEAK_TAG = /^\s*W\//;

/**
 * The revision an edit was made on, from its `If-Match: "3"`. Every edit must name one, so an edit made on a
 * revision that moved on is a 409, never a silent undoing of the other edit (a lost update):
 * - no If-Match: 428 PRECONDITION_REQUIRED, and nothing changes;
 * - `If-Match: *`: 428 too. It only asks that the kit exists, which every edit of it does, so it names no
 *   revision and guards against no lost update;
 * - a weak tag (`W/"3"`): 400 VALIDATION_ERROR naming If-Match. If-Match compares tags strongly, so a weak one
 *   never matches;
 * - anything else but one `"<digits>"` (no quotes, a list, not a number): 400 VALIDATION_ERROR naming If-Match.
 */
export function revisionOfIfMatch(header: string | undefined): number {
  if (header === undefined || header.trim() === "*") {
    const sent = header === undefined ? "without If-Match" : "with If-Match: *";
    throw new BrandKitError(
      ErrorCode.PRECONDITION_REQUIRED,
      `An edit ${sent} could undo another made meanwhile: send If-Match with the revision the edit was made on, like "3" (GET /api/kits/{id} gives it).`,
      { issues: [{ path: "If-Match", message: "must name the revision the edit was made on" }] },
    );
  }
  const match = REVISION_TAG.exec(header);
  if (match) return Number(match[1]);
  const weak = WEAK_TAG.test(header);
  const got = `got '${header.slice(0, 40)}'`;
  throw new BrandKitError(
    ErrorCode.VALIDATION_ERROR,
    weak
      ? `If-Match must be a strong tag, like "3": a weak tag never matches a revision; ${got}.`
      : `If-Match must be the kit's revision in quotes, like "3"; ${got}.`,
    { issues: [{ path: "If-Match", message: weak ? "is a weak tag" : "is not a revision" }] },
  );
}

/**
 * What POST /api/kits/preview takes: an unkept kit (its request, copy and design), its art, and the edit. Its
 * text is held to the rule of text people type (typed-text.ts), as a kit request's and an edit's are.
 */
export const PreviewRequestSchema = z.strictObject({
  request: GenerationRequestSchema,
  kit: KitTextSchema.extend({
    selectedName: typedText().trim().min(1).max(COPY_LIMITS.maxNameLength),
    language: typedText().min(1).max(35).optional(),
    design: KitDesignSchema.optional(),
  }),
  art: KitArtSchema.optional(),
  edit: KitEditSchema,
});

/** PATCH /api/kits/:id, POST /api/kits/:id/extend and POST /api/kits/preview. */
export function createStudioRoutes(deps: StudioRouteDeps): Hono {
  const routes = new Hono();

  /** The three graphics of an edited kit, made in the render pool and put in the media store. */
  const graphicsOf = async (
    c: Context,
    kit: Parameters<typeof makeGraphics>[0]["kit"],
    request: GenerationRequest,
    art: Awaited<ReturnType<typeof readArt>>,
  ): Promise<KitImages> => {
    const pngs = await withKitPlace(
      c,
      deps,
      (signal) =>
        makeGraphics({ kit, request, ...art ? { art } : {} }, {
          service: deps.formats,
          now: deps.now,
          signal,
          model: deps.model,
        }),
    );
    const urls = await Promise.all(
      IMAGE_KINDS.map(async (kind) => mediaUrlOf(await deps.media.put(pngs[kind]))),
    );
    return Object.fromEntries(IMAGE_KINDS.map((kind, index) => [kind, urls[index]])) as KitImages;
  };

  /** The edit, its body read within bounds and validated; the edited kit checked for text no face can draw. */
  const readEdit = async (c: Context) =>
    parseOrThrow(KitEditSchema, await readJsonBody(c.req.raw, MAX_EDIT_BYTES), "edit");

  routes.patch("/api/kits/:id", async (c) => {
    const id = kitIdOf(c);
    const token = requireBearerToken(c, "Editing a kit");
    const expectedRevision = revisionOfIfMatch(c.req.header("if-match"));
    // One keeper transaction: the kit read once, its owner and revision checked before anything is spent.
    const kept = await deps.keeper.edit(id, token, expectedRevision, async (record) => {
      await takeClientLimit(c, deps);
      const edit = await readEdit(c);
      const { kit } = record.content;
      // The inspiration is kept apart, as a media reference: read only when the graphics are drawn again.
      const request = { ...record.content.request, inspirationImage: "" };
      const edited = applyEdit(kit, request, edit);
      await deps.checkDrawable?.(edited.request, edited.kit.selectedName, edited.kit.design);
      // An edit of the words the graphics do not show (the headline, the captions) keeps the graphics it has.
      const unchanged = graphicsKey(kit, request) === graphicsKey(edited.kit, edited.request);
      const images = unchanged ? kit.images : await graphicsOf(
        c,
        edited.kit,
        { ...edited.request, inspirationImage: await deps.keeper.inspirationOf(record) },
        await readArt(kit.art, (mediaId) => deps.media.get(mediaId)),
      );
      const { inspirationImage: _keptApart, ...keptRequest } = edited.request;
      return { ...record.content, kit: { ...edited.kit, images }, request: keptRequest };
    });
    c.header("ETag", `"${kept.revision}"`);
    return c.json(sharedKitOf(kept, deps.shareUrl(id)), 200, NO_STORE);
  });

  routes.post("/api/kits/:id/extend", async (c) => {
    const id = kitIdOf(c);
    const token = requireBearerToken(c, "Keeping a kit longer");
    const kept = await deps.keeper.extend(id, token);
    return c.json(sharedKitOf(kept, deps.shareUrl(id)), 200, NO_STORE);
  });

  const openPreview = kitOpening(deps, {
    schema: PreviewRequestSchema,
    what: "preview request",
  });
  routes.post("/api/kits/preview", openPreview, async (c) => {
    const { input } = c.var.opened;
    const { kit, request } = settleSentKit(input, browserLanguagesOf(c.req.header("accept-language")));
    const edited = applyEdit(kit, request, input.edit);
    await deps.checkDrawable?.(edited.request, edited.kit.selectedName, edited.kit.design);
    const art = await readArt(input.art, (mediaId) => deps.media.get(mediaId));
    const images = await graphicsOf(c, edited.kit, edited.request, art);
    const { inspirationImage: _sentBack, ...shownRequest } = edited.request;
    return c.json({ kit: { ...edited.kit, images }, request: shownRequest }, 200, NO_STORE);
  });

  return routes;
}

/**
 * What a kit's graphics are drawn from, as one string: the brief of its selected name (its facts, colours and
 * design). Two kits with the same key have the same graphics.
 */
function graphicsKey(kit: EditableKit, request: GenerationRequest): string {
  return JSON.stringify(imageBriefFor(kit.selectedName, request, kit.design));
}
