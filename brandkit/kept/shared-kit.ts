/**
 * A kept kit as it is shared (issue 19): what the kit store holds for it (KeptKitContentSchema, parsed at the
 * boundary every time it is read back), what GET /api/kits/{id} and the share page show (SharedKitSchema), and
 * the paths of its page and its files. Browser-safe: the page reads the same shapes.
 */
import { z } from "zod";
import { MEDIA_ID_PATTERN } from "./media.ts";
import {
  GenerationRequestFieldsSchema,
  GenerationRequestSchema,
  KitIdSchema,
  KitResultSchema,
  withRequestRules,
} from "../schemas.ts";

/**
 * The request a kept kit was made from, as "Make your own" fills the form with it: everything but the
 * inspiration image (megabytes of the visitor's own picture are not kept, nor shown to whoever has the link).
 */
export const KeptRequestSchema = withRequestRules(
  GenerationRequestFieldsSchema.omit({ inspirationImage: true }),
);
export type KeptRequest = z.output<typeof KeptRequestSchema>;

/** The kit as kept: without its id, link, token or a failure of its graphics, which belong to one answer. */
export const KeptKitBodySchema = KitResultSchema.omit({
  id: true,
  shareUrl: true,
  ownerToken: true,
  imageError: true,
});
export type KeptKitBody = z.output<typeof KeptKitBodySchema>;

/** What the kit store keeps as a kit's content. */
export const KeptKitContentSchema = z.strictObject({
  kit: KeptKitBodySchema,
  request: KeptRequestSchema,
  /**
   * The media id of the request's inspiration image, when it had one: the kit's files are made with it again,
   * so they match its graphics. Never shown or linked to.
   */
  inspiration: z.string().regex(MEDIA_ID_PATTERN).optional(),
});
export type KeptKitContent = z.output<typeof KeptKitContentSchema>;

/** A kept kit as anyone with its link sees it: GET /api/kits/{id}, and the share page's data. Never the token. */
export const SharedKitSchema = z.strictObject({
  id: KitIdSchema,
  /** `/k/{id}`, or absolute when the server knows its public URL. */
  shareUrl: z.string().min(1),
  /** Counts the owner's edits (0 when kept): `If-Match: "{revision}"` of the next edit. */
  revision: z.number().int().min(0),
  /** The kit, always with its design (a kit made before designs shows the one its graphics were drawn with). */
  kit: KeptKitBodySchema,
  request: KeptRequestSchema,
  /** ISO 8601. */
  createdAt: z.iso.datetime(),
  /** ISO 8601: when the kit and its graphics are deleted, unless its maker deletes them first. */
  expiresAt: z.iso.datetime(),
});
export type SharedKit = z.output<typeof SharedKitSchema>;

/**
 * The content to keep for `kit`, made from `request`, whose inspiration image is kept as `inspiration`. A request
 * made on Auto is kept with the language Auto decided (the kit's), so every file made from it later is in it.
 */
export function keptContentOf(
  kit: z.input<typeof KeptKitBodySchema> & Record<string, unknown>,
  request: z.input<typeof GenerationRequestSchema>,
  inspiration?: string,
): KeptKitContent {
  const { inspirationImage: _keptApart, ...kept } = request;
  const { id: _id, shareUrl: _shareUrl, ownerToken: _token, imageError: _error, ...body } = kit;
  return withKitLanguage(
    KeptKitContentSchema.parse({ kit: body, request: kept, ...inspiration ? { inspiration } : {} }),
  );
}

/**
 * Kept content with its request in the kit's language: a kit kept before Auto's decision was recorded (its request
 * has no language) reads as if it had been, so its files are not made in English.
 */
export function withKitLanguage(content: KeptKitContent): KeptKitContent {
  const language = content.request.language ?? content.kit.language;
  return language ? { ...content, request: { ...content.request, language } } : content;
}
