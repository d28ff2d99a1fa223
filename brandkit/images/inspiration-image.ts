/**
 * The request's inspiration image: empty, or a base64 data URL of a PNG, JPEG, WebP or GIF whose bytes match its
 * type. This schema is the one gate its decoding goes through: the data URL's form, its base64 and its header are
 * checked here, once, so that whatever is wrong with an image sent to us is a field issue (a 400), and the
 * decoders that read it later (the renderer, the PDF writer) only ever see data that decodes. None of the
 * decoders throws either: each answers null for what it cannot read.
 */
import { z } from "zod";
import { INSPIRATION_IMAGE_TYPES, REQUEST_LIMITS } from "../constants.ts";
import { decodeBase64, isBase64, sniffImageType, splitDataUrl } from "./image-type.ts";
import { MAX_IMAGE_PIXELS, readPixelSize } from "./image-size.ts";

const FIELD = "inspirationImage";
const BYTES_PER_MB = 1024 * 1024;
/** Room for "data:image/jpeg;base64," before the data, whose base64 is 4/3 of its bytes. */
const MAX_DATA_URL_LENGTH = 64 + Math.ceil(REQUEST_LIMITS.maxInspirationImageBytes / 3) * 4;
const IMAGE_TYPE_LIST = "PNG, JPEG, WebP or GIF";
/** Bytes decoded to find an image's size: JPEG puts it after its metadata, which is rarely longer. */
const IMAGE_HEADER_BYTES = 64 * 1024;

function isInspirationType(type: string): type is typeof INSPIRATION_IMAGE_TYPES[number] {
  return (INSPIRATION_IMAGE_TYPES as readonly string[]).includes(type);
}

/** What is wrong with `value` as an inspiration image, or null when nothing is. */
function inspirationImageProblem(value: string): string | null {
  if (value.length > MAX_DATA_URL_LENGTH) {
    return `${FIELD} must be at most ${REQUEST_LIMITS.maxInspirationImageBytes / BYTES_PER_MB} MB`;
  }
  const parts = splitDataUrl(value);
  if (!parts) return `${FIELD} must be a ${IMAGE_TYPE_LIST} image as a base64 data URL`;
  const declared = parts.mimeType.toLowerCase();
  if (!isInspirationType(declared)) return `${FIELD} is ${declared}; it must be a ${IMAGE_TYPE_LIST} image`;
  if (!isBase64(parts.base64)) {
    return `${FIELD} is not valid base64: the data after "base64," is cut short or wrongly padded`;
  }
  // isBase64 holds, so the head decodes: null only stands for "no bytes to read".
  const head = decodeBase64(parts.base64, IMAGE_HEADER_BYTES) ?? new Uint8Array();
  if (sniffImageType(head) !== declared) {
    return `${FIELD} says ${declared} but its bytes are not a ${declared.slice(6).toUpperCase()} image`;
  }
  const size = readPixelSize(head, declared);
  if (size && size.width * size.height > MAX_IMAGE_PIXELS) {
    return `${FIELD} is ${size.width}x${size.height} pixels; it must be at most ${
      Math.round(MAX_IMAGE_PIXELS / 1_000_000)
    } megapixels`;
  }
  return null;
}

/** The inspiration image field: the data URL as sent (the wire format), or "" for none. */
export const InspirationImageSchema = z
  .string()
  .default("")
  .superRefine((value, context) => {
    const problem = value === "" ? null : inspirationImageProblem(value);
    if (problem) context.addIssue({ code: "custom", message: problem });
  });
