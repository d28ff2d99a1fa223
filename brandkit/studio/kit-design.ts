/**
 * The design of a kit as it is read: its own, or, for a kit made before designs were data (issue 26), the design
 * its graphics were drawn with. Every reader of a stored kit (a kept kit, kit.json, a kit the page sends back)
 * reads it through here once, so what comes after (an edit, the files, the graphics, GET /api/kits/{id}) carries
 * one design whole and never decides it again.
 *
 * That design is the one the designer gives the kit's request, seed and language, seen from the day the kit was
 * made, and in the art family when an AI drew the art its type was set on. The day is the day of making because a
 * top line may name a day relative to it ("this Saturday") or look back on a past event: only that day gives the
 * line the kit's pictures show, where a later day would give another and no day at all would drop it for the
 * weekday. Where the day is not known (a kit sent back without it) no line is relative to a day. An AI kit is in
 * the art family, as the generator records one now, so an edit sets its type over the same art again instead of
 * moving it into a layout its pictures never had.
 */
import { localCalendarDate } from "../dates/calendar-dates.ts";
import { seedOf } from "../seed.ts";
import { writtenLanguage } from "../languages/language.ts";
import { withPaletteColors } from "../palettes/palette-choice.ts";
import type { BrandKit, GenerationRequest } from "../schemas.ts";
import { decideDesign } from "./decide.ts";
import { ART_FAMILY, type KitDesign } from "../design.ts";

/** How a kit was made, as far as the place it is read from knows. */
export type KitMaking = {
  /** When its graphics were drawn (epoch ms); absent where that is not known. */
  madeMs?: number;
  /** True when its type was set over art an AI drew. */
  overAiArt: boolean;
};

/** A kit as it is read: its name, its language and its design, when it has them. */
type ReadKit = Pick<BrandKit, "selectedName" | "language" | "design">;

/** The request a kit was made from, as it is kept: its inspiration image may be kept apart. */
type MadeRequest = Omit<GenerationRequest, "inspirationImage"> & { inspirationImage?: string };

/** The design of `kit`, made from `request` (its seed pinned and its language the kit's, as kept). */
export function designOfKit(kit: ReadKit, request: MadeRequest, making: KitMaking): KitDesign {
  if (kit.design) return kit.design;
  const whole = { ...request, inspirationImage: request.inspirationImage ?? "" };
  const decided = decideDesign(withPaletteColors(whole).request, seedOf(whole), {
    language: writtenLanguage(request.language ?? kit.language),
    today: making.madeMs === undefined ? undefined : localCalendarDate(making.madeMs),
  });
  return making.overAiArt ? { ...decided, family: ART_FAMILY } : decided;
}

/** `kit` with its design (designOfKit): what a reader of a stored kit hands on. */
export function withKitDesign<Kit extends ReadKit>(
  kit: Kit,
  request: MadeRequest,
  making: KitMaking,
): Kit & { design: KitDesign } {
  return { ...kit, design: designOfKit(kit, request, making) };
}
