/**
 * "Directions" on the event page (issue 28): a maps search for the event's place, with no key and no tracking.
 * The base is BRANDKIT_MAPS_URL (OpenStreetMap's search by default); the place is appended, URL-encoded.
 */

/** OpenStreetMap's search: no account, no key, no tracking parameters. */
export const DEFAULT_MAPS_URL = "https://www.openstreetmap.org/search?query=";

/** The maps search for `place` at `base` (a URL that ends where the query goes). */
export function directionsUrl(place: string, base: string = DEFAULT_MAPS_URL): string {
  return `${base}${encodeURIComponent(place.trim())}`;
}
