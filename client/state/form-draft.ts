/**
 * What the create form starts with: empty (docs/behaviour.md#the-form), or, for 'Make your own' (issue 19),
 * the request a shared kit was made from. The inspiration image is never kept with a kit, so it always starts
 * empty. formValuesOf runs in the extras (with 'Make your own'); the page itself needs only the empty form.
 */
import {
  AUTO_LANGUAGE,
  copyLanguageOf,
  DEFAULT_COLORS,
  DEFAULT_PALETTE_NAME,
  type Palette,
} from "../../brandkit/web.ts";
import type { KeptRequest } from "../../brandkit/web.ts";

/** The form's fields. */
export type FormValues = {
  name: string;
  vibes: readonly string[];
  colors: readonly string[];
  /** The palette the colours come from; the default one when they match none. */
  paletteName: string;
  date: string;
  /** The event's start and end ("HH:MM" or ""), and their time zone ("" is the visitor's). */
  time: string;
  endTime: string;
  timeZone: string;
  location: string;
  link: string;
  /** AUTO_LANGUAGE or one of the Language select's values. */
  language: string;
};

export const EMPTY_FORM: FormValues = {
  name: "",
  vibes: [],
  colors: DEFAULT_COLORS,
  paletteName: DEFAULT_PALETTE_NAME,
  date: "",
  time: "",
  endTime: "",
  timeZone: "",
  location: "",
  link: "",
  language: AUTO_LANGUAGE,
};

/** The form's fields for `request`, or the empty form. */
export function formValuesOf(request: KeptRequest | null, palettes: readonly Palette[]): FormValues {
  if (!request) return EMPTY_FORM;
  const colors = request.colors.length ? request.colors : DEFAULT_COLORS;
  return {
    name: request.customEventName ?? "",
    vibes: request.vibes,
    colors,
    paletteName: palettes.find((palette) => sameColors(palette.colors, colors))?.name ??
      DEFAULT_PALETTE_NAME,
    date: request.eventDate ?? "",
    time: request.eventTime ?? "",
    endTime: request.eventEndTime ?? "",
    timeZone: request.timeZone ?? "",
    location: request.eventLocation ?? "",
    link: request.eventLink ?? "",
    language: languageOption(request.language),
  };
}

/** The select's value for a kept tag: its registered language ("pt-BR" is "pt"), else Auto. */
function languageOption(tag: string | undefined): string {
  return (tag && copyLanguageOf(tag)) || AUTO_LANGUAGE;
}

function sameColors(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((color, index) => color.toLowerCase() === b[index].toLowerCase());
}
