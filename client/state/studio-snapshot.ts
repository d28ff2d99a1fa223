/**
 * What the studio (issue 26) lets the owner change, as one plain value: the copy, the event's time and place, and
 * the design. The Design section's fields show it, the history keeps earlier ones, and each is saved as an edit
 * that states every part of it (editOf): saving the same snapshot twice changes nothing more, so an edit that was
 * cancelled on the way but still reached the server does no harm.
 */
import type {
  GenerationRequestInput,
  KitDesignFamily,
  KitEditInput,
  KitResult,
  Palette,
} from "../../brandkit/web.ts";

export type StudioCopy = {
  headline: string;
  tagline: string;
  description: string;
  socialCaptions: readonly string[];
  eventNames: readonly string[];
};

/** The event's facts the Design section edits; "" is none. The date stays as the form gave it. */
export type StudioEvent = { time: string; endTime: string; location: string; timeZone: string };

/** The kit's design as the fields show it: no details line is "". */
export type StudioDesign = {
  family: KitDesignFamily;
  variation: number;
  topLine: string;
  details: string;
  showQr: boolean;
  /** The named palette the colours come from, when they are exactly its colours. */
  palette?: string;
  colors: readonly string[];
};

export type StudioSnapshot = { copy: StudioCopy; event: StudioEvent; design: StudioDesign };

/** A change to some parts of a snapshot. */
export type StudioPatch = {
  copy?: Partial<StudioCopy>;
  event?: Partial<StudioEvent>;
  design?: Partial<StudioDesign>;
};

/**
 * The snapshot of `kit` made from `request`, its time zone `timeZone` when the request names none (the
 * browser's); null for a kit without a design, which the studio cannot edit.
 */
export function snapshotOf(
  kit: KitResult,
  request: GenerationRequestInput | null,
  timeZone: string,
): StudioSnapshot | null {
  const { design } = kit;
  if (!design) return null;
  return {
    copy: {
      headline: kit.headline,
      tagline: kit.tagline,
      description: kit.description,
      socialCaptions: [...kit.socialCaptions],
      eventNames: [...kit.eventNames],
    },
    event: {
      time: request?.eventTime ?? "",
      endTime: request?.eventEndTime ?? "",
      location: request?.eventLocation ?? "",
      timeZone: request?.timeZone ?? timeZone,
    },
    design: {
      family: design.family,
      variation: design.variation,
      topLine: design.topLine,
      details: design.details ?? "",
      showQr: design.showQr,
      ...design.palette ? { palette: design.palette } : {},
      colors: [...design.colors],
    },
  };
}

/** `snapshot` with `patch` applied. */
export function patched(snapshot: StudioSnapshot, patch: StudioPatch): StudioSnapshot {
  const design = { ...snapshot.design, ...patch.design };
  if (patch.design && "palette" in patch.design && patch.design.palette === undefined) delete design.palette;
  return {
    copy: { ...snapshot.copy, ...patch.copy },
    event: { ...snapshot.event, ...patch.event },
    design,
  };
}

/** True when the two snapshots say the same. */
export function sameSnapshot(a: StudioSnapshot, b: StudioSnapshot): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

function canonical(snapshot: StudioSnapshot): unknown {
  const { copy, event, design } = snapshot;
  return [
    [copy.headline, copy.tagline, copy.description, copy.socialCaptions, copy.eventNames],
    [event.time, event.endTime, event.location, event.timeZone],
    [design.family, design.variation, design.topLine, design.details, design.showQr, design.palette ?? null],
    design.colors,
  ];
}

/** True when `a` and `b` are the same colours in the same order (hex case aside). */
export function sameColors(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((color, index) => color.toLowerCase() === b[index].toLowerCase());
}

/**
 * The edit (PATCH /api/kits/{id}, POST /api/kits/preview) that brings a kit to `snapshot`, whatever it was
 * before. The palette goes only with exactly its colours: the server adds a named palette's colours to the
 * edit's, and colours alone drop the name.
 */
export function editOf(snapshot: StudioSnapshot, palettes: readonly Palette[]): KitEditInput {
  const { copy, event, design } = snapshot;
  const palette = palettes.find((candidate) => candidate.name === design.palette);
  const named = palette && sameColors(palette.colors, design.colors) ? { palette: palette.name } : {};
  return {
    copy: {
      headline: copy.headline,
      tagline: copy.tagline,
      description: copy.description,
      socialCaptions: [...copy.socialCaptions],
      eventNames: [...copy.eventNames],
    },
    event: {
      time: event.time || null,
      endTime: event.endTime || null,
      location: event.location.trim() || null,
      timeZone: event.timeZone || null,
    },
    design: {
      family: design.family,
      variation: design.variation,
      topLine: design.topLine.trim(),
      details: design.details.trim(),
      showQr: design.showQr,
      ...named,
      colors: [...design.colors],
    },
  };
}

/**
 * `kit` with the copy of `snapshot`, so an edit shows at once, before the server has answered; the selected
 * name follows its option when the options are renamed.
 */
export function withSnapshotCopy(kit: KitResult, snapshot: StudioSnapshot | null): KitResult {
  if (!snapshot) return kit;
  const { copy } = snapshot;
  const index = kit.eventNames.indexOf(kit.selectedName);
  return {
    ...kit,
    headline: copy.headline,
    tagline: copy.tagline,
    description: copy.description,
    socialCaptions: [...copy.socialCaptions],
    eventNames: [...copy.eventNames],
    selectedName: index >= 0 ? copy.eventNames[index] ?? kit.selectedName : kit.selectedName,
  };
}

/** The palette `colors` are exactly, if any. */
export function paletteOfColors(
  palettes: readonly Palette[],
  colors: readonly string[],
): Palette | undefined {
  return palettes.find((palette) => sameColors(palette.colors, colors));
}

/**
 * The palette closest to `colors`, for the palette dropdown to start on: the one sharing the most of them (the
 * first of equals); undefined when none shares any.
 */
export function closestPalette(palettes: readonly Palette[], colors: readonly string[]): Palette | undefined {
  const wanted = new Set(colors.map((color) => color.toLowerCase()));
  let best: Palette | undefined;
  let bestShared = 0;
  for (const palette of palettes) {
    const shared = palette.colors.filter((color) => wanted.has(color.toLowerCase())).length;
    if (shared > bestShared) [best, bestShared] = [palette, shared];
  }
  return best;
}
