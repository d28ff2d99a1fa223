/**
 * The system tools the services and browser tests start, where the tests look for them, and what this machine
 * has of them (tools-plan.ts decides what that lacks). The helpers that start them take their paths from here, so
 * the set-up (ensure-tools.ts) checks exactly what they run.
 */
import type { FoundTools } from "./tools-plan.ts";

export const CHROMIUM_PATH = "/usr/bin/chromium";
export const REDIS_SERVER = "/usr/bin/redis-server";
export const NGINX = "/usr/sbin/nginx";
const POSTGRES_LIB = "/usr/lib/postgresql";
const POSTGRES_PATH_CANDIDATES = ["/usr/local/bin", "/usr/bin"];

async function isExecutable(path: string): Promise<boolean> {
  try {
    const info = await Deno.stat(path);
    return info.isFile && (info.mode === null || (info.mode & 0o111) !== 0);
  } catch {
    return false;
  }
}

/** The folder with initdb and pg_ctl: the newest /usr/lib/postgresql/<version>/bin, else one on the usual PATH. */
export async function findPostgresBin(): Promise<string | undefined> {
  const versions: number[] = [];
  try {
    for await (const entry of Deno.readDir(POSTGRES_LIB)) {
      if (/^\d+$/.test(entry.name)) versions.push(Number(entry.name));
    }
  } catch { /* no Debian layout: try PATH folders below */ }
  const folders = [
    ...versions.sort((a, b) => b - a).map((version) => `${POSTGRES_LIB}/${version}/bin`),
    ...POSTGRES_PATH_CANDIDATES,
  ];
  for (const folder of folders) {
    if (await isExecutable(`${folder}/initdb`) && await isExecutable(`${folder}/pg_ctl`)) return folder;
  }
  return undefined;
}

/** The standard output of a command, or undefined when it cannot run or fails. */
async function outputOf(command: string, args: string[]): Promise<string | undefined> {
  try {
    const output = await new Deno.Command(command, { args, stdin: "null", stdout: "piped", stderr: "null" })
      .output();
    return output.success ? new TextDecoder().decode(output.stdout) : undefined;
  } catch {
    return undefined;
  }
}

/** Looks for each tool where the tests look for it. */
export async function findTools(): Promise<FoundTools> {
  const [chromium, redis, nginx, postgresBin, fonts, tesseract, languages] = await Promise.all([
    isExecutable(CHROMIUM_PATH),
    isExecutable(REDIS_SERVER),
    isExecutable(NGINX),
    findPostgresBin(),
    outputOf("fc-list", [":lang=ja"]),
    outputOf("tesseract", ["--version"]),
    outputOf("tesseract", ["--list-langs"]),
  ]);
  return {
    chromium,
    fontList: fonts !== undefined,
    cjkFont: Boolean(fonts?.trim()),
    redis,
    nginx,
    postgres: postgresBin !== undefined,
    tesseract: tesseract !== undefined,
    ocrLanguages: new Set((languages ?? "").split("\n").map((line) => line.trim()).filter(Boolean)),
  };
}
