/**
 * A real S3-compatible server for tests: the `s3rver` npm package run by `node` on a free loopback port, with
 * its objects in a temporary folder and the buckets made at start; stopped by its process id, never by name.
 *
 * s3rver comes from S3RVER_BIN (the path of its bin/s3rver.js) or, without it, from a scratch folder under
 * /tmp/brandkit-test-tools that the tests' set-up (ensure-tools.ts), or else the first test run, installs it into
 * with npm.
 */
import type { S3Config } from "../../adapters/s3-client.ts";

const TOOLS_DIR = "/tmp/brandkit-test-tools";
const S3RVER_PACKAGE = "s3rver@3";
const S3RVER_DIR = `${TOOLS_DIR}/s3rver`;
const S3RVER_BIN_IN_DIR = "node_modules/s3rver/bin/s3rver.js";
const START_TIMEOUT_MS = 15_000;
/** s3rver's fixed credentials (it checks signatures made with them). */
const S3RVER_KEY = "S3RVER";
/** What s3rver prints once it listens: "S3rver listening on 127.0.0.1:40123". */
const LISTENING = /listening on [\d.]+:(\d+)/;

export type TestS3 = {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  port: number;
  /** The settings s3ClientFrom needs to reach this server. */
  config: S3Config;
  /** Stops the server (SIGKILL) and removes its objects. */
  stop(): Promise<void>;
};

async function isFile(path: string): Promise<boolean> {
  try {
    return (await Deno.stat(path)).isFile;
  } catch {
    return false;
  }
}

/**
 * The path of s3rver's bin script: S3RVER_BIN, or the scratch install, made once (into a temporary folder that
 * is then renamed into place, so test files starting together never see half an install).
 */
export async function s3rverBin(): Promise<string> {
  const fromEnv = Deno.env.get("S3RVER_BIN");
  if (fromEnv) {
    if (!(await isFile(fromEnv))) throw new Error(`S3RVER_BIN is set to '${fromEnv}', which is not a file`);
    return fromEnv;
  }
  const bin = `${S3RVER_DIR}/${S3RVER_BIN_IN_DIR}`;
  if (await isFile(bin)) return bin;
  await Deno.mkdir(TOOLS_DIR, { recursive: true });
  const staging = await Deno.makeTempDir({ dir: TOOLS_DIR, prefix: ".s3rver-" });
  const install = await new Deno.Command("npm", {
    args: ["install", "--prefix", staging, "--no-audit", "--no-fund", "--silent", S3RVER_PACKAGE],
    stdin: "null",
    stdout: "null",
    stderr: "piped",
  }).output();
  if (!install.success) {
    await Deno.remove(staging, { recursive: true });
    throw new Error(`npm install ${S3RVER_PACKAGE} failed: ${new TextDecoder().decode(install.stderr)}`);
  }
  await Deno.rename(staging, S3RVER_DIR).catch(() => Deno.remove(staging, { recursive: true }));
  return bin;
}

/** Reads the child's stdout until s3rver says which port it listens on, then keeps draining it. */
async function listeningPort(stdout: ReadableStream<Uint8Array>): Promise<number> {
  const reader = stdout.getReader();
  const decoder = new TextDecoder();
  let seen = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`s3rver exited before listening: ${seen}`);
    seen += decoder.decode(value, { stream: true });
    const match = LISTENING.exec(seen);
    if (!match) continue;
    (async () => {
      while (!(await reader.read()).done);
    })().catch(() => {});
    return Number(match[1]);
  }
}

/** Starts s3rver with `buckets` made; call stop() when done (an afterAll). */
export async function startS3Server(buckets: readonly string[]): Promise<TestS3> {
  const bin = await s3rverBin();
  const dir = await Deno.makeTempDir({ prefix: "brandkit-s3-" });
  const child = new Deno.Command("node", {
    args: [
      bin,
      "-d",
      dir,
      "-a",
      "127.0.0.1",
      "-p",
      "0",
      "-s",
      ...buckets.flatMap((b) => ["--configure-bucket", b]),
    ],
    stdin: "null",
    stdout: "piped",
    stderr: "inherit",
  }).spawn();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`s3rver did not listen in ${START_TIMEOUT_MS} ms`)),
      START_TIMEOUT_MS,
    );
  });
  let port: number;
  try {
    port = await Promise.race([listeningPort(child.stdout), timeout]);
  } catch (error) {
    child.kill("SIGKILL");
    await child.status;
    throw error;
  } finally {
    clearTimeout(timer);
  }
  const endpoint = `http://127.0.0.1:${port}`;
  let running = true;
  return {
    endpoint,
    port,
    config: {
      S3_ENDPOINT: endpoint,
      S3_REGION: "us-east-1",
      S3_FORCE_PATH_STYLE: true,
      AWS_ACCESS_KEY_ID: S3RVER_KEY,
      AWS_SECRET_ACCESS_KEY: S3RVER_KEY,
    },
    async stop() {
      if (!running) return;
      running = false;
      child.kill("SIGKILL");
      await child.status;
      await Deno.remove(dir, { recursive: true }).catch(() => {});
    },
  };
}
