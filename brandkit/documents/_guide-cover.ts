/**
 * The guide's cover: a band of the palette, the event's name as the title (wrapped over up to three lines and
 * shrunk before it takes more), the headline and tagline, the name options with the selected one marked, the
 * description and the social captions.
 */
import type { BrandKit } from "../schemas.ts";
import { guideWordsFor, upperIn } from "../guide/guide-words.ts";
import type { WrittenLanguage } from "../languages/language.ts";
import type { Flow, GuideMark } from "./_guide-flow.ts";
import { fitPage, sectionLabel, setText, skip } from "./_guide-flow.ts";
import { A4_PT, CONTENT_WIDTH_PT, MARGIN_PT, MUTED } from "./_guide-page.ts";
import type { Typesetter } from "./_guide-type.ts";

/** Height of the palette band atop the cover. */
const BAND_HEIGHT_PT = 150;
/** Where a name option starts, right of its number. */
const NAME_INDENT_PT = 28;
/** What marks the selected name option (in English; a kit in another language has its own word). */
export const SELECTED_MARKER = "SELECTED";

/** The marker of the selected name option in `language`, in capitals. */
export function selectedMarker(language: WrittenLanguage): string {
  return upperIn(guideWordsFor(language).selected, language);
}

/** The palette as full-bleed stripes, the last one ending exactly at the page's edge. */
function band(colors: readonly string[]): GuideMark[] {
  const stripe = A4_PT.width / colors.length;
  return colors.map((color, index) => {
    const x = index * stripe;
    // Each stripe overlaps the next by half a point, so no hairline of white shows between them.
    const width = index === colors.length - 1 ? A4_PT.width - x : stripe + 0.5;
    return { kind: "rect", x, y: A4_PT.height - BAND_HEIGHT_PT, width, height: BAND_HEIGHT_PT, color };
  });
}

/** One name option: its number, the name (shrunk, then wrapped) and, when selected, the marker. */
function nameOption(flow: Flow, name: string, index: number, marker: string | undefined): void {
  skip(flow, 6);
  const width = CONTENT_WIDTH_PT - NAME_INDENT_PT;
  const first = flow.marks.length;
  const leading = 1.25;
  const { lines, size } = setText(flow, name, {
    face: "display",
    size: 14,
    minSize: 10,
    maxLines: 2,
    x: MARGIN_PT + NAME_INDENT_PT,
    width,
    leading,
  });
  const baseline = (flow.marks[first] as { y: number }).y;
  flow.marks.push({
    kind: "text",
    text: `0${index + 1}`,
    x: MARGIN_PT,
    y: baseline,
    size: 9 * flow.scale,
    face: "detailBold",
    color: MUTED,
  });
  if (marker) {
    const markerSize = 7.5 * flow.scale;
    const gap = 8 * flow.scale;
    const last = flow.type.width(lines.at(-1) ?? "", "display", size);
    const inline = last + gap + flow.type.width(marker, "detailBold", markerSize) <= width;
    const lastBaseline = flow.y + size * leading - size;
    flow.marks.push({
      kind: "text",
      text: marker,
      x: MARGIN_PT + NAME_INDENT_PT + (inline ? last + gap : 0),
      y: inline ? lastBaseline + flow.scale : flow.y - markerSize,
      size: markerSize,
      face: "detailBold",
      color: MUTED,
    });
    if (!inline) skip(flow, 7.5 * 1.3);
  }
  skip(flow, 4);
}

/** The cover's marks, at the largest scale that fits above the footer; its labels in `language`. */
export function coverMarks(type: Typesetter, kit: BrandKit, language: WrittenLanguage = "en"): GuideMark[] {
  const words = guideWordsFor(language);
  const marker = selectedMarker(language);
  return fitPage((scale) => {
    const flow: Flow = {
      type,
      scale,
      y: A4_PT.height - BAND_HEIGHT_PT - 20 * scale,
      marks: band(kit.brandGuide.colors),
    };
    setText(flow, upperIn(words.brandGuide, language), {
      face: "detailBold",
      size: 9,
      color: MUTED,
    });
    skip(flow, 8);
    setText(flow, kit.selectedName, { face: "display", size: 34, minSize: 18, maxLines: 3, leading: 1.15 });
    if (kit.headline) {
      skip(flow, 10);
      setText(flow, kit.headline, { face: "accent", size: 20, minSize: 14, maxLines: 3 });
    }
    if (kit.tagline) {
      skip(flow, 2);
      setText(flow, kit.tagline, { face: "accentItalic", size: 14, color: MUTED });
    }
    skip(flow, 14);
    sectionLabel(flow, words.nameOptions);
    kit.eventNames.forEach((name, index) =>
      nameOption(flow, name, index, name === kit.selectedName ? marker : undefined)
    );
    if (kit.description) {
      skip(flow, 6);
      sectionLabel(flow, words.description);
      setText(flow, kit.description, { face: "detail", size: 9.5, leading: 1.5 });
    }
    if (kit.socialCaptions.some(Boolean)) {
      skip(flow, 6);
      sectionLabel(flow, words.socialCaptions);
      for (const caption of kit.socialCaptions) {
        setText(flow, caption, { face: "detail", size: 8.5, color: MUTED, leading: 1.45 });
        skip(flow, 6);
      }
    }
    return { marks: flow.marks, bottom: flow.y };
  });
}
