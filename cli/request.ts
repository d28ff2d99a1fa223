/**
 * Builds a validated GenerationRequest from what a command line or a batch row gives: a palette by name, extra
 * colours, and an inspiration image as a file path (read and checked as an image) or a data URL.
 */
import { isAbsolute, join } from "node:path";
import {
  BrandKitError,
  ErrorCode,
  type GenerationRequest,
  GenerationRequestSchema,
  isBrandKitError,
  parseOrThrow,
  REQUEST_LIMITS,
  requirePalette,
  sniffImageType,
  toDataUrl,
} from "../brandkit/web.ts";
import { type FileSystem, withPaletteColors } from "../brandkit/mod.ts";

/** A request's fields before validation, as flags and batch rows give them. */
export type RequestFields = {
  customEventName?: string;
  vibes?: string[];
  colors?: string[];
  /** A named palette; its colours come first, then `colors`. */
  palette?: string;
  eventDate?: string;
  eventLocation?: string;
  /** The event's https link (tickets or RSVP). */
  eventLink?: string;
  /** The copy's language (BCP 47) or "auto"; absent is auto. */
  language?: string;
  /** A path to an image file, or an image as a data URL. */
  inspirationImage?: string;
  seed?: number;
  /** When the event starts and ends, "HH:MM" (24 h), and its IANA time zone. */
  eventTime?: string;
  eventEndTime?: string;
  timeZone?: string;
  /** The design decided up front (layout family, variation, top line, details line); the designer does the rest. */
  design?: DesignFields;
};

/** The design choices flags and batch rows may make, before validation. */
export type DesignFields = { family?: string; variation?: number; topLine?: string; details?: string };

/** What building a request reads besides its fields. */
export type BuildRequestOptions = {
  fs: FileSystem;
  /** The folder relative inspiration image paths are read from (a batch file's). @default the working folder */
  baseDir?: string;
  /** The zone of an event time given without one: the machine's. @default none (the event's zone is unnamed) */
  defaultTimeZone?: string;
};

const BYTES_PER_MB = 1024 * 1024;
const DATA_URL_PREFIX = "data:";

/** Reads an image file and returns it as a data URL; a missing file, a non-image or a huge one is bad input. */
export async function readInspirationImage(fs: FileSystem, path: string): Promise<string> {
  let bytes: Uint8Array;
  try {
    bytes = await fs.readFile(path);
  } catch (error) {
    if (isBrandKitError(error, ErrorCode.NOT_FOUND)) {
      throw new BrandKitError(ErrorCode.NOT_FOUND, `Cannot read inspiration image '${path}': no such file`);
    }
    throw error;
  }
  if (bytes.length > REQUEST_LIMITS.maxInspirationImageBytes) {
    const limit = REQUEST_LIMITS.maxInspirationImageBytes / BYTES_PER_MB;
    throw new BrandKitError(
      ErrorCode.PAYLOAD_TOO_LARGE,
      `Inspiration image '${path}' is ${
        (bytes.length / BYTES_PER_MB).toFixed(1)
      } MB; the limit is ${limit} MB`,
    );
  }
  const type = sniffImageType(bytes);
  if (!type) {
    throw new BrandKitError(
      ErrorCode.VALIDATION_ERROR,
      `Inspiration image '${path}' is not an image; use a PNG, JPEG, WebP or GIF file`,
    );
  }
  return toDataUrl(bytes, type);
}

/** The design choices that were made, or undefined when none was (the request then carries no `design`). */
function designChoice(design: DesignFields | undefined): DesignFields | undefined {
  const made = Object.entries(design ?? {}).filter(([, value]) => value !== undefined);
  return made.length > 0 ? Object.fromEntries(made) : undefined;
}

/**
 * A validated request with its colours settled: a named palette's colours first, then the extra ones; none at all
 * get the palette that fits the vibes, recorded as `palette` (kit.json keeps it, so `regenerate` does too).
 * Relative inspiration paths are read from `baseDir` (a batch file's folder); an event time without a zone is in
 * `defaultTimeZone`. Throws VALIDATION_ERROR (with the field in `issues`), NOT_FOUND or PAYLOAD_TOO_LARGE.
 */
export async function buildRequest(
  fields: RequestFields,
  options: BuildRequestOptions,
): Promise<GenerationRequest> {
  const paletteColors = fields.palette === undefined ? [] : requirePalette(fields.palette).colors;
  let inspirationImage = fields.inspirationImage?.trim() ?? "";
  if (inspirationImage !== "" && !inspirationImage.startsWith(DATA_URL_PREFIX)) {
    const path = options.baseDir && !isAbsolute(inspirationImage)
      ? join(options.baseDir, inspirationImage)
      : inspirationImage;
    inspirationImage = await readInspirationImage(options.fs, path);
  }
  const request = parseOrThrow(
    GenerationRequestSchema,
    {
      vibes: fields.vibes ?? [],
      colors: [...paletteColors, ...(fields.colors ?? [])],
      inspirationImage,
      eventDate: fields.eventDate,
      eventLocation: fields.eventLocation,
      eventLink: fields.eventLink,
      language: fields.language,
      customEventName: fields.customEventName,
      seed: fields.seed,
      eventTime: fields.eventTime,
      eventEndTime: fields.eventEndTime,
      timeZone: fields.timeZone ?? (fields.eventTime?.trim() ? options.defaultTimeZone : undefined),
      design: designChoice(fields.design),
    },
    "request",
  );
  return withPaletteColors(request).request;
}
