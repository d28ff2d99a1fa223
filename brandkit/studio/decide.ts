/**
 * The design the designer decides for a request (issue 26): the family its vibes call for (the generator makes it
 * "art" when an AI drew the art the type is set on), the first variation,
 * its palette, the top line its mood and date call for, no details line, and the QR code on. What the request
 * decided up front (its `design`) stands. A kit made before designs were data reads as this design, which is
 * the one its graphics were drawn with (kit-design.ts).
 */
import type { GenerationRequest } from "../schemas.ts";
import type { WrittenLanguage } from "../languages/language.ts";
import { chooseTopLine } from "./top-line.ts";
import { chooseFamily } from "./family.ts";
import type { DesignFamily, KitDesign } from "../design.ts";

export type DecideOptions = {
  /** The kit's written language (BCP 47): the top line is in it. */
  language: WrittenLanguage;
  /** Today as the visitor sees it (YYYY-MM-DD), so the top line may say "tonight" of an event tonight. */
  today?: string;
};

/** The family of a request drawn with `seed`: the one it asked for, else the one its vibes call for. */
export function decideFamily(request: GenerationRequest, seed: number): DesignFamily {
  return request.design?.family ?? chooseFamily(request.vibes, seed);
}

/** The design of a request whose colours are settled (withPaletteColors), drawn with `seed`. */
export function decideDesign(request: GenerationRequest, seed: number, options: DecideOptions): KitDesign {
  const choice = request.design ?? {};
  const design: KitDesign = {
    family: decideFamily(request, seed),
    variation: choice.variation ?? 0,
    colors: [...request.colors],
    topLine: choice.topLine ??
      chooseTopLine(
        {
          vibes: request.vibes,
          eventDate: request.eventDate,
          eventTime: request.eventTime,
          name: request.customEventName,
          location: request.eventLocation,
          link: request.eventLink,
        },
        seed,
        { language: options.language, today: options.today },
      ),
    showQr: choice.showQr ?? true,
  };
  if (request.palette) design.palette = request.palette;
  if (choice.details) design.details = choice.details;
  return design;
}
