/**
 * Checks an inspiration image before it is read (images only: docs/behaviour.md#inspiration-image), with a
 * message a visitor can act on.
 */
import { INSPIRATION_IMAGE_TYPES, REQUEST_LIMITS } from "../../brandkit/web.ts";

const BYTES_PER_MB = 1024 * 1024;

/** The largest inspiration image, in megabytes. */
export const INSPIRATION_MAX_MB = REQUEST_LIMITS.maxInspirationImageBytes / BYTES_PER_MB;

/** What the file input accepts. */
export const INSPIRATION_ACCEPT = INSPIRATION_IMAGE_TYPES.join(",");

/** Why `file` cannot be the inspiration image, or null when it can. */
export function inspirationProblem(file: { type: string; size: number }): string | null {
  if (!(INSPIRATION_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return "Choose an image file: PNG, JPEG, WebP or GIF.";
  }
  if (file.size > REQUEST_LIMITS.maxInspirationImageBytes) {
    return `Choose an image of at most ${INSPIRATION_MAX_MB} MB.`;
  }
  return null;
}
