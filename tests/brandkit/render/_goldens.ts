/**
 * The golden set: hard briefs (the long German names, a 95-character place, CJK, right-to-left, emoji and
 * ampersand names) in fixed layout families and every canvas (the seed's three, the story and the link preview;
 * some with an event link, so the poster and story carry a QR code), rendered as small PNG thumbnails. The update
 * script writes them to golden/; the golden test renders them again and compares pixel by pixel.
 */
import { Resvg } from "@resvg/resvg-js";
import { CANVAS_KINDS, CANVAS_SIZES, type CanvasKind } from "../../../brandkit/formats/formats.ts";
import type { LayoutFamily } from "../../../brandkit/web.ts";
import type { Renderer } from "../../../brandkit/render/mod.ts";
import { type BriefFacts, designedBrief } from "./_brief.ts";

/** Width of a golden thumbnail, px; the height keeps the format's proportions. */
export const GOLDEN_WIDTH_PX = 270;
/** Where the goldens live. */
export const GOLDEN_DIR = new URL("./golden/", import.meta.url);

type GoldenInput = { id: string; family: LayoutFamily; brief: BriefFacts };

const base = { vibes: [], seed: 7 } as const;

/** A ticket link of 200+ characters with query parameters: the QR code's hardest case. */
export const LONG_LINK =
  "https://tickets.example.com/events/internationale-elektronische-musiknacht-2027/checkout" +
  "?utm_source=poster&utm_medium=qr&utm_campaign=musiknacht_spring_launch&ref=kraftwerk-berlin" +
  "&tier=early-bird&lang=de&seats=2";

/** The hard inputs, each pinned to a layout family so a change of family choice does not move them. */
export const GOLDEN_INPUTS: readonly GoldenInput[] = [
  {
    id: "musiknacht-glow",
    family: "glow",
    brief: {
      ...base,
      eventName: "Internationale Elektronische Musiknacht im Kraftwerk Mitte",
      vibes: ["neon", "techno"],
      colors: ["#0B0B1E", "#7C3AED", "#22D3EE"],
      displayDate: "March 13, 2027",
      eventDate: "2027-03-13",
      location: "Kraftwerk Berlin, Köpenicker Straße 70",
      eventLink: LONG_LINK,
    },
  },
  {
    id: "donau-bold",
    family: "bold",
    brief: {
      ...base,
      eventName: "Donaudampfschifffahrtsgesellschaftskapitänsball Wien",
      colors: ["#1D4ED8", "#FACC15", "#0F172A"],
      displayDate: "January 24, 2027",
      location: "Hofburg, Wien",
      eventLink: "https://tix.example.com/kapitaensball",
    },
  },
  {
    id: "donau-editorial",
    family: "editorial",
    brief: {
      ...base,
      eventName: "Donaudampfschifffahrtsgesellschaftskapitänsball Wien",
      vibes: ["elegant"],
      colors: ["#1F2937", "#D4AF37", "#F5F0E6"],
      displayDate: "January 24, 2027",
      location: "Hofburg, Wien",
    },
  },
  {
    id: "long-place-retro",
    family: "retro",
    brief: {
      ...base,
      eventName: "Harbour Lights",
      vibes: ["retro", "neon", "synthwave", "arcade"],
      colors: ["#FF6B6B", "#4ECDC4", "#FFE66D"],
      displayDate: "June 21, 2026",
      location:
        "Großer Festsaal im Kulturzentrum am Alten Güterbahnhof, Hauptstraße 123, 10115 Berlin-Mitte, DE",
      eventLink: "https://harbour.example.org/tickets?date=2026-06-21",
    },
  },
  {
    id: "cjk-geometric",
    family: "geometric",
    brief: {
      ...base,
      eventName: "東京 Night Market 夜市 2026",
      colors: ["#111827", "#EF4444", "#F9FAFB"],
      displayDate: "August 8, 2026",
      location: "Shibuya, 東京",
    },
  },
  {
    id: "rtl-gradient",
    family: "gradient",
    brief: {
      ...base,
      eventName: "ליל הניאון مهرجان الليل",
      colors: ["#7C3AED", "#EC4899", "#F59E0B"],
      displayDate: "May 2, 2026",
      location: "Tel Aviv Port",
    },
  },
  {
    id: "emoji-confetti",
    family: "confetti",
    brief: {
      ...base,
      eventName: "Maya Turns 7! 🎉🦄",
      vibes: ["kids", "birthday", "playful"],
      colors: ["#F472B6", "#60A5FA", "#FDE68A"],
      displayDate: "September 12, 2026",
      location: "12 Oak Lane, Springfield",
      eventLink: "https://rsvp.example.com/maya-7",
    },
  },
  {
    id: "ampersand-editorial",
    family: "editorial",
    brief: {
      ...base,
      eventName: "Amelia & Jonathan",
      vibes: ["elegant", "wedding"],
      colors: ["#FDF2F8", "#9D174D", "#1F2937"],
      displayDate: "October 3, 2026",
      location: "The Orangery, Kensington Gardens, London",
      eventLink: "https://amelia-and-jonathan.example.com/rsvp",
    },
  },
];

/** One golden: an input in one format. */
export type GoldenCase = GoldenInput & { kind: CanvasKind; file: string };

/** Every golden, input by input, in every canvas (poster, square, banner, story, link preview). */
export const GOLDEN_CASES: readonly GoldenCase[] = GOLDEN_INPUTS.flatMap((input) =>
  CANVAS_KINDS.map((kind) => ({ ...input, kind, file: `${input.id}-${kind}.png` }))
);

/** The thumbnail of one golden case as PNG bytes, GOLDEN_WIDTH_PX wide. */
export async function renderThumbnail(renderer: Renderer, golden: GoldenCase): Promise<Uint8Array> {
  const design = await renderer.design({
    kind: golden.kind,
    size: CANVAS_SIZES[golden.kind],
    brief: designedBrief(golden.brief, golden.family),
  });
  const svg = await renderer.toSvg(design);
  const resvg = new Resvg(svg, {
    font: { loadSystemFonts: false },
    fitTo: { mode: "width", value: GOLDEN_WIDTH_PX },
  });
  return new Uint8Array(resvg.render().asPng());
}
