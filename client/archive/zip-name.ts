/**
 * The file name of a downloaded kit, from the event's name by the one slug rule (brandkit/archive/slug.ts), as
 * the CLI names a kit's folder. Kept apart from the ZIP writer so the page can name the file without loading it.
 */
import { slugOf } from "../../brandkit/web.ts";

/** "Neon Nights!" -> "neon-nights-brand-kit.zip"; "event-brand-kit.zip" when nothing usable is left. */
export function zipFileName(eventName: string): string {
  return `${slugOf(eventName, "event")}-brand-kit.zip`;
}
