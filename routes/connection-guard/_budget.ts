/**
 * How many connections fit in the process's file descriptors. Each relayed connection holds three: the
 * client's socket, the guard's socket to the app, and the app's (Deno.serve's) end of it. Deno.serve's accept
 * loop dies of EMFILE, so the guard's total cap must keep the process below the limit.
 */

/** Descriptors one relayed connection holds in this process. */
export const DESCRIPTORS_PER_CONNECTION = 3;
/** Descriptors kept for everything else: listeners, stdio, media files, workers, Deno's own. */
export const RESERVED_DESCRIPTORS = 64;

/** The soft "Max open files" limit in the text of /proc/self/limits, or undefined when it is not there. */
export function openFilesLimitOf(procLimits: string): number | undefined {
  const match = /^Max open files\s+(\d+)/m.exec(procLimits);
  return match ? Number(match[1]) : undefined;
}

/** The most connections that fit in `openFilesLimit` descriptors, with the reserve kept (at least 1). */
export function maxConnectionsFor(openFilesLimit: number): number {
  return Math.max(1, Math.floor((openFilesLimit - RESERVED_DESCRIPTORS) / DESCRIPTORS_PER_CONNECTION));
}
