/**
 * An earlier commit beside this checkout, for benchmarks that print today's figure against it: the commit put in
 * a temporary git worktree, its packages hard-linked from this checkout's node_modules, removed afterwards.
 */

/** This checkout's root, without a trailing slash. */
export const HERE = new URL("../../", import.meta.url).pathname.replace(/\/$/, "");

/** Runs `git` in this checkout; throws with its stderr when it fails. */
export async function git(...args: string[]): Promise<string> {
  const { code, stdout, stderr } = await new Deno.Command("git", { args: ["-C", HERE, ...args] }).output();
  const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes).trim();
  if (code !== 0) throw new Error(`git ${args.join(" ")}: ${decode(stderr)}`);
  return decode(stdout);
}

/**
 * `use(root, commit)` with `ref` checked out at `root`, a temporary worktree removed afterwards. Throws (before
 * `use`) when git or the commit is not there, as in an export without history.
 */
export async function withBaseline<T>(
  ref: string,
  use: (root: string, commit: string) => Promise<T>,
): Promise<T> {
  const dir = await Deno.makeTempDir({ prefix: "brandkit-bench-base-" });
  try {
    const commit = await git("rev-parse", "--short", `${ref}^{commit}`);
    await git("worktree", "add", "--detach", dir, commit);
    const copied = await new Deno.Command("cp", { args: ["-al", `${HERE}/node_modules`, `${dir}/`] })
      .output();
    if (!copied.success) throw new Error("could not link node_modules into the baseline worktree");
    return await use(dir, commit);
  } finally {
    await git("worktree", "remove", "--force", dir).catch(() => Deno.remove(dir, { recursive: true }));
  }
}
