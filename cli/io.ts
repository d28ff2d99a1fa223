/**
 * The CLI's adapter over Deno: the file system, stdout and stderr, the clock and sleeping. The only module in
 * cli/ besides main.ts that touches `Deno`, so every command stays testable with plain objects.
 */
import { lookup } from "node:dns/promises";
import { BrandKitError, ErrorCode, type ResolveHost } from "../brandkit/mod.ts";
import type { FileSystem, Output } from "./deps.ts";

/** Missing paths become NOT_FOUND naming the path; anything else passes through unchanged. */
async function withPath<T>(path: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) {
      throw new BrandKitError(ErrorCode.NOT_FOUND, `'${path}' does not exist`, { cause: error });
    }
    if (error instanceof Deno.errors.IsADirectory) {
      throw new BrandKitError(ErrorCode.VALIDATION_ERROR, `'${path}' is a folder, not a file`, {
        cause: error,
      });
    }
    throw error;
  }
}

/** The real file system. */
export const denoFileSystem: FileSystem = {
  readFile: (path) => withPath(path, () => Deno.readFile(path)),
  readTextFile: (path) => withPath(path, () => Deno.readTextFile(path)),
  writeFile: (path, data) =>
    withPath(
      path,
      () => typeof data === "string" ? Deno.writeTextFile(path, data) : Deno.writeFile(path, data),
    ),
  mkdir: (path) => Deno.mkdir(path, { recursive: true }),
  makeTempDir: (options) => withPath(options.dir, () => Deno.makeTempDir(options)),
  rename: (from, to) => withPath(from, () => Deno.rename(from, to)),
  async remove(path) {
    try {
      await Deno.remove(path, { recursive: true });
    } catch (error) {
      if (!(error instanceof Deno.errors.NotFound)) throw error;
    }
  },
  async stat(path) {
    try {
      const info = await Deno.stat(path);
      return { isFile: info.isFile, isDirectory: info.isDirectory, size: info.size };
    } catch (error) {
      if (error instanceof Deno.errors.NotFound) return null;
      throw error;
    }
  },
  readDir: (path) =>
    withPath(path, async () => {
      const entries = [];
      for await (const entry of Deno.readDir(path)) {
        entries.push({ name: entry.name, isFile: entry.isFile, isDirectory: entry.isDirectory });
      }
      return entries;
    }),
};

/** True when colours may be used on a terminal: NO_COLOR unset, FORCE_COLOR not "0". */
function colorsAllowed(isTerminal: boolean): boolean {
  const noColor = Deno.env.get("NO_COLOR");
  const force = Deno.env.get("FORCE_COLOR");
  if (noColor) return false;
  if (force !== undefined && force !== "") return force !== "0" && force !== "false";
  return isTerminal && Deno.env.get("TERM") !== "dumb";
}

function terminalColumns(isTerminal: boolean): number | undefined {
  if (!isTerminal) return undefined;
  try {
    return Deno.consoleSize().columns;
  } catch {
    return undefined;
  }
}

/** stdout or stderr as an Output; writes are synchronous so lines keep their order. */
function denoOutput(stream: typeof Deno.stdout | typeof Deno.stderr): Output {
  const encoder = new TextEncoder();
  const isTerminal = stream.isTerminal();
  return {
    write(text) {
      const bytes = encoder.encode(text);
      let written = 0;
      while (written < bytes.length) written += stream.writeSync(bytes.subarray(written));
    },
    isTerminal,
    colors: colorsAllowed(isTerminal),
    columns: terminalColumns(isTerminal),
  };
}

/** The process's stdout and stderr. */
export function denoOutputs(): { stdout: Output; stderr: Output } {
  return { stdout: denoOutput(Deno.stdout), stderr: denoOutput(Deno.stderr) };
}

/** Waits `ms` milliseconds; rejects with the signal's reason when it aborts first. */
/** A host's addresses as fetch will see them: the system resolver, /etc/hosts included. */
export const systemResolveHost: ResolveHost = async (hostname) =>
  (await lookup(hostname, { all: true })).map((entry) => entry.address);

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}
