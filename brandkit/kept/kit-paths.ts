/**
 * The paths of a kept kit's page and files (issue 19), apart from the zod schemas of brandkit/kept/shared-kit.ts so
 * the page's first-load script can use them without zod (importing anything from a module keeps its schemas).
 */

/** The share link's path: the kit's event page (issue 28), what guests open. */
export function sharePath(id: string): string {
  return `/k/${id}`;
}

/** The kit page's path: the brand kit itself, for co-organisers (issue 28 moved it from the share link). */
export function kitPagePath(id: string): string {
  return `${sharePath(id)}/kit`;
}

/** The kit page of a share link (`/k/{id}`, or absolute with the site's public URL). */
export function kitPageUrl(shareUrl: string): string {
  return `${shareUrl.replace(/\/+$/, "")}/kit`;
}

/**
 * The path a kept kit's file is downloaded from: its graphics and extra formats by file name
 * ("link-preview.png", "poster-print.pdf"), made on first request and kept with the kit.
 */
export function keptFilePath(id: string, fileName: string): string {
  return `/k/${id}/files/${fileName}`;
}

/** The path of a kept kit's calendar subscription (issue 38): its event, followed as it changes. */
export function calendarSubscriptionPath(id: string): string {
  return `${sharePath(id)}/calendar.ics`;
}

/**
 * The subscription's `webcal://` link at the site's `origin` ("https://kits.example" gives
 * "webcal://kits.example/k/{id}/calendar.ics"): the scheme calendar apps open to subscribe, not to import once.
 */
export function calendarSubscriptionUrl(origin: string, id: string): string {
  return `${origin.replace(/^https?:\/\//i, "webcal://")}${calendarSubscriptionPath(id)}`;
}
