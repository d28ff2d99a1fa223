/**
 * One entry of "Your kits" as this browser keeps it in localStorage. Whatever the storage holds is read through
 * this schema: another tab, an older page or a hand edit may have left anything there. Loaded with the extras,
 * so zod stays out of the page's first-load script.
 */
import { z } from "zod";
import { KitIdSchema } from "../../brandkit/web.ts";

/** A kit this browser made and may delete. */
export const YourKitSchema = z.object({
  id: KitIdSchema,
  /** The kit's selected name, as last regenerated here. */
  name: z.string().min(1),
  /** ISO 8601: when the kit was made. */
  createdAt: z.iso.datetime(),
  /** The token that deletes the kit (`Authorization: Bearer`). */
  ownerToken: z.string().min(1),
  /** `/k/{id}`, or absolute when the server knows its public URL. */
  shareUrl: z.string().min(1),
  /** ISO 8601: when the server deletes the kit, as last learnt here (a kit may be kept past its event). */
  expiresAt: z.iso.datetime().optional(),
});
export type YourKit = z.output<typeof YourKitSchema>;
