/**
 * Checks an inspiration image before it is read (images only: docs/behaviour.md#inspiration-image), with a
 * message a visitor can act on (said where it is shown, in the interface's language).
 */
import { INSPIRATION_IMAGE_TYPES, REQUEST_LIMITS } from "../../brandkit/web.ts";
import { type Message, message } from "../i18n/translator.ts";

const BYTES_PER_MB = 1024 * 1024;

/** The largest inspiration image, in megabytes. */
export const INSPIRATION_MAX_MB = REQUEST_LIMITS.maxInspirationImageBytes / BYTES_PER_MB;

/** What the file input accepts. */
export const INSPIRATION_ACCEPT = INSPIRATION_IMAGE_TYPES.join(",");

/** Why `file` cannot be the inspiration image, or null when it can. */
export function inspirationProblem(file: { type: string; size: number }): Message | null {
  if (!(INSPIRATION_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return message("form.inspiration.notImage");
  }
  if (file.size > REQUEST_LIMITS.maxInspirationImageBytes) {
    return message("form.inspiration.tooLarge", { max: INSPIRATION_MAX_MB });
  }
  return null;
}
