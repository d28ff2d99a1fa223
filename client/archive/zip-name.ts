/**
 * The file name of a downloaded kit, from the event's name by the one slug rule (brandkit/archive/slug.ts), as
 * the CLI names a kit's folder. Kept apart from the ZIP writer so the page can name the file without loading it.
 */

/** The longest slug kept from an event name. */
const MAX_SLUG_LENGTH = 60;

/** "Neon Nights!" -> "neon-nights-brand-kit.zip"; "event-brand-kit.zip" when nothing usable is left. */
export function zipFileName(eventName: string): string {
  const slug = eventName.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase()
    .replace(/[^a-z0-9]+/g, "-").replace(/^-+/, "").slice(0, MAX_SLUG_LENGTH).replace(/-+$/, "");
  return `${slug || "event"}-brand-kit.zip`;
}
