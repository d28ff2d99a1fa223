/**
 * The paths of a kept kit's page and files (issue 19), apart from the zod schemas of brandkit/shared-kit.ts so
 * the page's first-load script can use them without zod (importing anything from a module keeps its schemas).
 */

/** The share page's path. */
export function sharePath(id: string): string {
  return `/k/${id}`;
}

/**
 * The path a kept kit's file is downloaded from: its graphics and extra formats by file name
 * ("link-preview.png", "poster-print.pdf"), made on first request and kept with the kit.
 */
export function keptFilePath(id: string, fileName: string): string {
  return `/k/${id}/files/${fileName}`;
}
