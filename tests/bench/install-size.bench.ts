/**
 * The install's size (issue 29, item 10): clones the last commit of this repository into a temporary folder, runs
 * `deno task install:app` there (what `deno task start` installs first) and prints the clone's node_modules, its
 * files' apparent size and what it takes on disk, against the 200 MB target, with the largest packages and the
 * fonts' share. The packages come from this machine's DENO_DIR when they are there (the size does not depend on
 * it; `deno task bench cold-start` times an install from an empty one). Removes the temporary folder.
 *
 *   deno task bench install-size
 *   INSTALL_SIZE_REF=<commit> deno task bench install-size   # another commit of this repository, to compare
 */
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { folderSize, megabytes, NODE_MODULES_TARGET_MB, packageFolders, verdict } from "./_node-modules.ts";

const REPO_ROOT = fileURLToPath(new URL("../../", import.meta.url));
const LARGEST_SHOWN = 8;

async function run(command: string, args: string[], cwd?: string): Promise<string> {
  const { code, stdout, stderr } = await new Deno.Command(command, {
    args,
    cwd,
    stdout: "piped",
    stderr: "piped",
  })
    .output();
  const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes).trim();
  if (code !== 0) throw new Error(`${command} ${args.join(" ")} failed: ${decode(stderr).slice(-2_000)}`);
  return decode(stdout);
}

const temp = await Deno.makeTempDir({ prefix: "brandkit-install-size-" });
try {
  const clone = join(temp, "repo");
  await run("git", ["clone", "-q", REPO_ROOT, clone]);
  const ref = Deno.env.get("INSTALL_SIZE_REF");
  if (ref) await run("git", ["-C", clone, "checkout", "-q", ref]);
  const commit = await run("git", ["-C", clone, "log", "-1", "--format=%h (%cs)"]);
  await run(Deno.execPath(), ["task", "install:app"], clone);

  const nodeModules = join(clone, "node_modules");
  const total = await folderSize(nodeModules);
  // Each package alone (a package's files counted once, as in the total).
  const packages = await Promise.all(
    (await packageFolders(nodeModules)).map(async (name) => ({
      name,
      ...await folderSize(join(nodeModules, ".deno", name)),
    })),
  );
  packages.sort((a, b) => b.disk - a.disk);
  const fonts = packages.filter((entry) => entry.name.startsWith("@fontsource"));
  const sum = (list: typeof packages) => list.reduce((bytes, entry) => bytes + entry.disk, 0);

  console.log(`node_modules of a fresh clone after \`deno task install:app\`, at ${commit}`);
  console.log(
    `  ${megabytes(total.apparent)} of files, ${
      megabytes(total.disk)
    } on disk, in ${packages.length} packages ` +
      `(target: at most ${NODE_MODULES_TARGET_MB} MB): ${verdict(Math.max(total.apparent, total.disk))}`,
  );
  console.log(`  fonts (${fonts.length} @fontsource packages): ${megabytes(sum(fonts))} on disk`);
  console.log(
    `  largest: ${
      packages.slice(0, LARGEST_SHOWN).map((entry) => `${entry.name} ${megabytes(entry.disk)}`).join(", ")
    }`,
  );
} finally {
  await Deno.remove(temp, { recursive: true });
}
