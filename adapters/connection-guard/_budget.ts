/**
 * How many connections fit in the process's file descriptors. A connection served in process holds one: the
 * client's socket. A relayed one holds three: the client's socket, the guard's socket to the app, and the
 * app's (Deno.serve's) end of it. An accept loop that runs out of descriptors (EMFILE) only pauses in the
 * guard, but the guard's total cap keeps the process below the limit, so that the rest of it (media files,
 * workers) still gets descriptors.
 */

/** Descriptors one connection served in process holds. */
export const DESCRIPTORS_PER_SERVED_CONNECTION = 1;
/** Descriptors one relayed connection holds in this process. */
export const DESCRIPTORS_PER_RELAYED_CONNECTION = 3;
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

/**
 * The most connections that fit in `openFilesLimit` descriptors, with the reserve kept (at least 1), when each
 * holds `descriptorsPerConnection`.
 */
export function maxConnectionsFor(
  openFilesLimit: number,
  descriptorsPerConnection = DESCRIPTORS_PER_RELAYED_CONNECTION,
): number {
  return Math.max(1, Math.floor((openFilesLimit - RESERVED_DESCRIPTORS) / descriptorsPerConnection));
}
