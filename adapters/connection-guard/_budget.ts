/**
 * How many connections fit in the process's file descriptors. Each relayed connection holds three: the
 * client's socket, the guard's socket to the app, and the app's (Deno.serve's) end of it. Deno.serve's accept
 * loop dies of EMFILE, so the guard's total cap must keep the process below the limit.
 */

/** Descriptors one relayed connection holds in this process. */
export const DESCRIPTORS_PER_CONNECTION = 3;
/** Descriptors kept for everything else: listeners, stdio, media files, workers, Deno's own. */
export const RESERVED_DESCRIPTORS = 64;

/**
 * The soft descriptor limit from the output of `ulimit -n` (what a child shell inherits from this process), or
 * undefined for "unlimited" or anything unexpected. A shell is asked because Deno 2.9 lets only --allow-all
 * read /proc/self/limits, and `deno task start` already allows running commands.
 */
export function openFilesLimitOf(ulimitOutput: string): number | undefined {
  const text = ulimitOutput.trim();
  return /^\d+$/.test(text) ? Number(text) : undefined;
}

/** The most connections that fit in `openFilesLimit` descriptors, with the reserve kept (at least 1). */
export function maxConnectionsFor(openFilesLimit: number): number {
  return Math.max(1, Math.floor((openFilesLimit - RESERVED_DESCRIPTORS) / DESCRIPTORS_PER_CONNECTION));
}
