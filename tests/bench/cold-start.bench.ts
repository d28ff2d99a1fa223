/**
 * Cold start (issue 18): what `deno task start` costs on a fresh machine. Clones the last commit of this
 * repository into a temporary folder and runs `deno task start` there with an empty DENO_DIR, so every npm
 * package is downloaded from the registry again (that is the point), on a free PORT. Prints the time until the
 * install is done (its last line of output, before the server's first log line), until /api/health first
 * answers 200, and until a first kit, in Japanese with an emoji, comes back whole: that kit reads the script
 * faces and Twemoji as files, which the module graph does not show, so it proves the install has them. Then the
 * size of the clone's node_modules, its files' apparent size as `du -sb` counts it and what it takes on disk as
 * `du -s` does (each file once; Deno hard-links the files from DENO_DIR, so this is not extra disk), against the
 * 200 MB target (`deno task bench install-size` measures that alone, without the server). Stops the server by
 * its process id and removes the temporary folders.
 *
 *   deno task bench cold-start
 *   COLD_START_REF=<commit> deno task bench cold-start   # another commit of this repository, to compare
 *
 * Never run in CI. The registry's speed dominates and varies from run to run: compare runs made one after the
 * other.
 */
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { linesOf } from "../support/lines.ts";
import { folderSize, megabytes, NODE_MODULES_TARGET_MB, packageFolders, verdict } from "./_node-modules.ts";

const REPO_ROOT = fileURLToPath(new URL("../../", import.meta.url));
/** The target for the first answer of a fresh clone. */
const HEALTH_TARGET_S = 20;
const STARTUP_TIMEOUT_MS = 300_000;
const POLL_INTERVAL_MS = 100;
const PROBE_TIMEOUT_MS = 2_000;
const STOP_TIMEOUT_MS = 15_000;
const OUTPUT_LINES_KEPT = 40;
const MS_PER_S = 1_000;
/** Script faces (Han, kana) and an emoji: files the server reads from node_modules only when a text needs them. */
const KIT_REQUEST = { customEventName: "東京ナイト 🎉", vibes: ["neon"], language: "ja" };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => `${(ms / MS_PER_S).toFixed(1)} s`;

async function git(args: string[]): Promise<string> {
  const { code, stdout, stderr } = await new Deno.Command("git", { args, stdout: "piped", stderr: "piped" })
    .output();
  if (code !== 0) throw new Error(`git ${args.join(" ")} failed: ${new TextDecoder().decode(stderr).trim()}`);
  return new TextDecoder().decode(stdout).trim();
}

function freePort(): number {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const { port } = listener.addr;
  listener.close();
  return port;
}

/**
 * Reads a stream line by line, keeping the last lines and telling `onLine` of each. The server's log lines are
 * JSON objects; every line before its first is the task's or the install's.
 */
async function watchOutput(
  stream: Deno.ChildProcess["stdout"],
  lines: string[],
  onLine: (line: string) => void,
): Promise<void> {
  for await (const line of linesOf(stream)) {
    onLine(line);
    lines.push(line);
    if (lines.length > OUTPUT_LINES_KEPT) lines.shift();
  }
}

async function healthAnswers(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    await response.body?.cancel();
    return response.status === 200;
  } catch {
    return false; // Not listening yet.
  }
}

/**
 * Stops `deno task start` by its process id: the task passes SIGTERM on to the server, which drains and exits.
 * If it has not ended in time, its children (the server) and then the task are killed by their ids.
 */
async function stop(child: Deno.ChildProcess): Promise<void> {
  const ended = child.status.then(() => true);
  try {
    child.kill("SIGTERM");
  } catch {
    return; // Already ended.
  }
  if (await Promise.race([ended, sleep(STOP_TIMEOUT_MS).then(() => false)])) return;
  const children = await Deno.readTextFile(`/proc/${child.pid}/task/${child.pid}/children`).catch(() => "");
  for (const pid of children.split(" ").filter(Boolean)) {
    try {
      Deno.kill(Number(pid), "SIGKILL");
    } catch {
      // Ended meanwhile.
    }
  }
  child.kill("SIGKILL");
  await ended;
}

const temp = await Deno.makeTempDir({ prefix: "brandkit-cold-start-" });
const clone = join(temp, "repo");
const denoDir = join(temp, "deno-dir");
const lines: string[] = [];
let child: Deno.ChildProcess | undefined;
let failed = false;
try {
  await git(["clone", "-q", REPO_ROOT, clone]);
  const ref = Deno.env.get("COLD_START_REF");
  if (ref) await git(["-C", clone, "checkout", "-q", ref]);
  const commit = await git(["-C", clone, "log", "-1", "--format=%h (%cs)"]);
  await Deno.mkdir(denoDir);
  const port = freePort();
  const url = `http://127.0.0.1:${port}`;

  const started = performance.now();
  let installedMs: number | undefined;
  child = new Deno.Command(Deno.execPath(), {
    args: ["task", "start"],
    cwd: clone,
    env: { DENO_DIR: denoDir, PORT: String(port), BRANDKIT_PROVIDER: "offline", NO_COLOR: "1" },
    stdin: "null",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  // The install prints nothing once it is done, and the server nothing before its first JSON log line: the
  // install ended with the last line before that one (the start task's own line, or the install's last).
  let serverSpoke = false;
  const onLine = (line: string) => {
    if (line.startsWith("{")) serverSpoke = true;
    else if (!serverSpoke) installedMs = performance.now() - started;
  };
  const output = Promise.all([
    watchOutput(child.stdout, lines, onLine),
    watchOutput(child.stderr, lines, onLine),
  ]);
  let exited = false;
  child.status.then(() => exited = true);

  let healthMs: number | undefined;
  while (healthMs === undefined && !exited && performance.now() - started < STARTUP_TIMEOUT_MS) {
    if (await healthAnswers(url)) healthMs = performance.now() - started;
    else await sleep(POLL_INTERVAL_MS);
  }
  if (healthMs === undefined) {
    throw new Error(exited ? "deno task start exited before answering" : "no answer in time");
  }

  const response = await fetch(`${url}/api/kits`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(KIT_REQUEST),
  });
  const kit = await response.json();
  const kitMs = performance.now() - started;
  if (response.status !== 200 || kit.imageError) {
    throw new Error(`the first kit failed (${response.status}): ${JSON.stringify(kit.imageError ?? kit)}`);
  }

  await stop(child);
  child = undefined;
  await output;
  const nodeModules = join(clone, "node_modules");
  const size = await folderSize(nodeModules);
  console.log(`cold start of \`deno task start\` at ${commit}`);
  console.log("(an empty DENO_DIR: every npm package comes from the registry)");
  console.log(`  install done:             ${installedMs === undefined ? "not seen" : seconds(installedMs)}`);
  console.log(
    `  first /api/health 200:    ${seconds(healthMs)} (target: within ${HEALTH_TARGET_S} s): ${
      healthMs <= HEALTH_TARGET_S * MS_PER_S ? "met" : "MISSED"
    }`,
  );
  console.log(`  first kit (ja, emoji):    ${seconds(kitMs)}`);
  console.log(
    `  node_modules:             ${megabytes(size.apparent)} of files, ${megabytes(size.disk)} on disk, in ` +
      `${
        (await packageFolders(nodeModules)).length
      } packages (target: at most ${NODE_MODULES_TARGET_MB} MB): ` +
      verdict(Math.max(size.apparent, size.disk)),
  );
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : error);
  console.error(`last output of deno task start:\n${lines.join("\n")}`);
} finally {
  if (child) await stop(child);
  await Deno.remove(temp, { recursive: true });
}
if (failed) Deno.exit(1);
