/**
 * Applies an owner's edit (edit-schema.ts) to a kit and the request it was made from: the copy, the event's
 * facts and the design change; everything else stays. The result is checked as a whole, so a line over its
 * limit, an unknown family or a bad date is a VALIDATION_ERROR naming the edit's own field ("event.date",
 * "design.topLine"), and nothing is half applied. The kit keeps its seed, so its look stays while its facts move.
 */
import { BrandKitError, ErrorCode, isBrandKitError, type ValidationIssue } from "../errors.ts";
import { buildBrandGuide } from "../guide/guide.ts";
import { requirePalette } from "../palettes/palettes.ts";
import { type BrandKit, type GenerationRequest, GenerationRequestSchema, KitTextSchema } from "../schemas.ts";
import { seedOf } from "../seed.ts";
import { toValidationIssues } from "../validate.ts";
import { type KitDesign, KitDesignSchema } from "../design.ts";
import { EVENT_FIELDS, type KitEdit } from "./edit-schema.ts";

/** The kit an edit changes: its copy, its language and its design (read with the kit: kit-design.ts). */
export type EditableKit =
  & Pick<
    BrandKit,
    "selectedName" | "eventNames" | "headline" | "tagline" | "description" | "socialCaptions" | "brandGuide"
  >
  & { language?: string; design: KitDesign };

function invalid(prefix: string, issues: ValidationIssue[]): BrandKitError {
  const named = issues.map((issue) => ({ ...issue, path: issue.path ? `${prefix}.${issue.path}` : prefix }));
  return new BrandKitError(
    ErrorCode.VALIDATION_ERROR,
    `Invalid edit: ${named[0].path}: ${named[0].message}`,
    {
      issues: named,
    },
  );
}

/** The request field an event fact's issue is about, named as the edit names it ("eventDate" -> "date"). */
const FACT_OF_FIELD: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(EVENT_FIELDS).map(([fact, field]) => [field, fact]),
);

/** The request with the edit's facts, its seed pinned so the kit's look does not move with them. */
function editedRequest(request: GenerationRequest, edit: KitEdit["event"]): GenerationRequest {
  const pinned = { ...request, seed: seedOf(request) };
  if (!edit) return pinned;
  const next: Record<string, unknown> = { ...pinned };
  for (const [fact, field] of Object.entries(EVENT_FIELDS)) {
    const value = edit[fact as keyof typeof EVENT_FIELDS];
    if (value !== undefined) next[field] = value === null ? undefined : value;
  }
  const parsed = GenerationRequestSchema.safeParse(next);
  if (parsed.success) return parsed.data;
  const issues = toValidationIssues(parsed.error).map((issue) => {
    const [field, ...rest] = issue.path.split(".");
    return { ...issue, path: [FACT_OF_FIELD[field] ?? field, ...rest].join(".") };
  });
  throw invalid("event", issues);
}

/** The design with the edit's changes: a palette brings its colours (then the edit's own), colours alone drop it. */
function editedDesign(design: KitDesign, edit: KitEdit["design"]): KitDesign {
  if (!edit) return design;
  const { palette: paletteName, colors, ...rest } = edit;
  const next: Record<string, unknown> = { ...design, ...rest };
  if (paletteName !== undefined) {
    try {
      const palette = requirePalette(paletteName);
      next.palette = palette.name;
      next.colors = [...new Set([...palette.colors, ...colors ?? []])];
    } catch (error) {
      if (!isBrandKitError(error)) throw error;
      throw invalid("design", [{ path: "palette", message: error.message }]);
    }
  } else if (colors) {
    delete next.palette;
    next.colors = colors;
  }
  if (next.details === "") delete next.details;
  const parsed = KitDesignSchema.safeParse(next);
  if (!parsed.success) throw invalid("design", toValidationIssues(parsed.error));
  return parsed.data;
}

/** The copy with the edit's changes; the selected name follows its option when the options are renamed. */
function editedCopy(kit: EditableKit, edit: KitEdit["copy"]) {
  const copy = {
    eventNames: [...kit.eventNames],
    headline: kit.headline,
    tagline: kit.tagline,
    description: kit.description,
    socialCaptions: [...kit.socialCaptions],
    ...edit,
  };
  const parsed = KitTextSchema.safeParse(copy);
  if (!parsed.success) throw invalid("copy", toValidationIssues(parsed.error));
  const index = kit.eventNames.indexOf(kit.selectedName);
  const selectedName = index >= 0 ? parsed.data.eventNames[index] : kit.selectedName;
  return { ...parsed.data, selectedName };
}

/** The kit and request after `edit`; throws VALIDATION_ERROR naming the edit's field when any part is wrong. */
export function applyEdit<K extends EditableKit>(
  kit: K,
  request: GenerationRequest,
  edit: KitEdit,
): { kit: K; request: GenerationRequest } {
  const nextRequest = editedRequest(request, edit.event);
  const before = kit.design;
  const design = editedDesign(before, edit.design);
  const copy = editedCopy(kit, edit.copy);
  const recoloured = design.colors.join() !== before.colors.join();
  const brandGuide = recoloured ? buildBrandGuide(design.colors) : kit.brandGuide;
  return { kit: { ...kit, ...copy, design, brandGuide }, request: nextRequest };
}
