/**
 * What the page asks POST /api/kits/formats for: files of the extra formats of a kit it already has — its
 * request, its copy (the files show the name, the description, the headline ...), the file names, and the
 * kit's graphics' URLs for the guide PDF's thumbnails, and an AI kit's art. Shared by the route and the page.
 */
import { z } from "zod";
import { COPY_LIMITS, IMAGE_KINDS } from "../constants.ts";
import { FORMAT_NAMES } from "../formats/formats.ts";
import { GenerationRequestSchema, KitArtSchema, KitTextSchema } from "../schemas.ts";
import { KitDesignSchema } from "../design.ts";
import { formatFiles } from "./kit-file.ts";
import { typedText } from "../typed-text.ts";

/** Every file the route can make; one request may ask for all of them. */
export const MAX_FORMAT_FILES = formatFiles(FORMAT_NAMES, { eventDate: "2026-01-01" }).length;

const graphicUrls = z.strictObject(
  Object.fromEntries(IMAGE_KINDS.map((kind) => [kind, z.string().max(200).optional()])) as Record<
    typeof IMAGE_KINDS[number],
    z.ZodOptional<z.ZodString>
  >,
);

export const FormatFilesRequestSchema = z.strictObject({
  request: GenerationRequestSchema,
  /** The kit's copy and its selected name. */
  kit: KitTextSchema.extend({
    selectedName: typedText().trim().min(1, { error: "selectedName must not be empty" }).max(
      COPY_LIMITS.maxNameLength,
      { error: `selectedName must be at most ${COPY_LIMITS.maxNameLength} characters` },
    ),
    /** The kit's design (issue 26): the files show the organiser's layout, lines and palette. */
    design: KitDesignSchema.optional(),
  }),
  /** File names of the extra formats (formatFiles): "story.png", "poster.svg", "event.ics", ... */
  files: z.array(z.string()).min(1, { error: "files must name at least one file" }).max(MAX_FORMAT_FILES, {
    error: `files may name at most ${MAX_FORMAT_FILES} files`,
  }),
  /** The kit's graphics as the page has them ("/media/<id>.png"), shown in the guide PDF. */
  images: graphicUrls.optional(),
  /** The art an AI kit's graphics were set on, as the kit names it ("/media/<id>"): its formats are made from it. */
  art: KitArtSchema.optional(),
}).superRefine((body, context) => {
  const known = formatFiles(FORMAT_NAMES, body.request).map((file) => file.name);
  body.files.forEach((name, index) => {
    if (!known.includes(name)) {
      context.addIssue({
        code: "custom",
        path: ["files", index],
        message: `'${name}' is not a file this kit can have; use one of ${known.join(", ")}`,
      });
    } else if (body.files.indexOf(name) !== index) {
      context.addIssue({ code: "custom", path: ["files", index], message: `'${name}' is asked for twice` });
    }
  });
});
export type FormatFilesRequest = z.output<typeof FormatFilesRequestSchema>;
export type FormatFilesRequestInput = z.input<typeof FormatFilesRequestSchema>;

/** The content type of each kind of format file, by extension. */
export const FORMAT_CONTENT_TYPES: Readonly<Record<string, string>> = {
  png: "image/png",
  svg: "image/svg+xml",
  pdf: "application/pdf",
  ics: "text/calendar; charset=utf-8",
  zip: "application/zip",
};

/** The content type of the file `name`. */
export function formatContentType(name: string): string {
  return FORMAT_CONTENT_TYPES[name.slice(name.lastIndexOf(".") + 1)] ?? "application/octet-stream";
}
