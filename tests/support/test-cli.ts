/**
 * Test support for the CLI: deps over a real temporary folder (relative paths resolve inside it, as if it were
 * the working directory), captured stdout/stderr, a fake clock whose sleeps advance it, and a run helper.
 */
import { isAbsolute, join } from "node:path";
import { onTestFinished } from "vitest";
import { createFakeProvider, type FakeProvider } from "./fake-provider.ts";
import type { FileSystem } from "../../brandkit/file-system.ts";
import type { CliDeps, Output } from "../../cli/deps.ts";
import type { AiProvider, ToExactPng } from "../../brandkit/mod.ts";
import { inThreadFormatService, lazyFormatService } from "./format-service.ts";
import { createOfflineProvider } from "../../brandkit/providers/offline/mod.ts";
import { denoFileSystem } from "../../adapters/deno-fs.ts";
import { createKitPipeline } from "../../adapters/kit-pipeline.ts";
import { createProgram } from "../../cli/program.ts";

/** An Output that keeps what is written. */
export type CapturedOutput = Output & { text: () => string; clear: () => void };

export function captureOutput(options: { isTerminal?: boolean; colors?: boolean } = {}): CapturedOutput {
  const chunks: string[] = [];
  return {
    write: (text) => void chunks.push(text),
    isTerminal: options.isTerminal ?? false,
    colors: options.colors ?? false,
    columns: options.isTerminal ? 100 : undefined,
    text: () => chunks.join(""),
    clear: () => void chunks.splice(0),
  };
}

/** The real file system with relative paths taken from `root`. */
export function rootedFileSystem(root: string): FileSystem {
  const at = (path: string) => (isAbsolute(path) ? path : join(root, path));
  return {
    readFile: (path) => denoFileSystem.readFile(at(path)),
    readTextFile: (path) => denoFileSystem.readTextFile(at(path)),
    writeFile: (path, data) => denoFileSystem.writeFile(at(path), data),
    mkdir: (path) => denoFileSystem.mkdir(at(path)),
    makeTempDir: (options) => denoFileSystem.makeTempDir({ ...options, dir: at(options.dir) }),
    rename: (from, to) => denoFileSystem.rename(at(from), at(to)),
    remove: (path) => denoFileSystem.remove(at(path)),
    stat: (path) => denoFileSystem.stat(at(path)),
    readDir: (path) => denoFileSystem.readDir(at(path)),
  };
}

/** A clock that only moves when something sleeps on it. */
export function createFakeClock(start = Date.UTC(2026, 0, 1)) {
  let time = start;
  const sleeps: number[] = [];
  return {
    now: () => time,
    sleeps,
    sleep(ms: number, signal?: AbortSignal): Promise<void> {
      if (signal?.aborted) return Promise.reject(signal.reason);
      sleeps.push(ms);
      time += ms;
      return Promise.resolve();
    },
  };
}

/**
 * The exact-image step for CLI tests: records which graphic it was asked to make exact and keeps the provider's
 * bytes (the fake's 1x1 PNG stands in for every fitted graphic; the core's own step is tested in the core).
 */
export function recordingExactImage(): ToExactPng & {
  calls: { width: number; height: number; kind: string }[];
} {
  const calls: { width: number; height: number; kind: string }[] = [];
  const exactImage: ToExactPng = (image, target) => {
    calls.push({ kind: target.kind, width: target.width, height: target.height });
    if ("url" in image) return Promise.reject(new Error("no network in CLI unit tests"));
    return Promise.resolve(image.bytes);
  };
  return Object.assign(exactImage, { calls });
}

/** The offline provider over the real designer in this thread: real graphics, no network (its today: 2026-01-01). */
export function offlineProvider(): AiProvider {
  return createOfflineProvider(lazyFormatService, { now: () => Date.UTC(2026, 0, 1) });
}

/** The time zone test CLIs run in unless told otherwise: not UTC, so a zone taken from the machine shows. */
export const TEST_TIME_ZONE = "Europe/Lisbon";

export type TestCli = {
  root: string;
  deps: CliDeps;
  provider: FakeProvider;
  stdout: CapturedOutput;
  stderr: CapturedOutput;
  clock: ReturnType<typeof createFakeClock>;
  fit: ReturnType<typeof recordingExactImage>;
  /** Which provider names were asked for, in order (undefined: the configured one). */
  providerNames: (string | undefined)[];
  /** Parses `args` with a fresh program; resolves, or rejects with what the command threw. */
  run: (...args: string[]) => Promise<void>;
  path: (...parts: string[]) => string;
};

/** A CLI over a new temporary folder (removed when the test finishes) and a fake provider. */
export async function createTestCli(
  options: {
    provider?: FakeProvider;
    /** A real provider to make kits with instead of the fake (OpenAI's over the fake API). @default `provider` */
    aiProvider?: AiProvider;
    stderrIsTerminal?: boolean;
    signal?: AbortSignal;
    /** The machine's time zone, as the CLI sees it. @default TEST_TIME_ZONE */
    timeZone?: string;
  } = {},
): Promise<TestCli> {
  const root = await Deno.makeTempDir({ prefix: "brandkit-cli-test-" });
  onTestFinished(() => Deno.remove(root, { recursive: true }));
  const provider = options.provider ?? createFakeProvider();
  const stdout = captureOutput();
  const stderr = captureOutput({ isTerminal: options.stderrIsTerminal });
  const clock = createFakeClock();
  const fit = recordingExactImage();
  const providerNames: (string | undefined)[] = [];
  // The gates are the kit pipeline's own (it builds nothing else until asked): this process's, or a queue's.
  const pipeline = createKitPipeline({ env: {}, readFile: Deno.readFile });
  const deps: CliDeps = {
    fs: rootedFileSystem(root),
    stdout,
    stderr,
    now: clock.now,
    timeZone: () => options.timeZone ?? TEST_TIME_ZONE,
    sleep: clock.sleep,
    createProvider: (name) => {
      providerNames.push(name);
      return Promise.resolve({ provider: options.aiProvider ?? provider, exactImage: fit });
    },
    rateLimitGate: (choice) => pipeline.rateLimitGate(choice),
    formatService: inThreadFormatService,
    signal: options.signal,
  };
  return {
    root,
    deps,
    provider,
    stdout,
    stderr,
    clock,
    fit,
    providerNames,
    run: async (...args) => {
      await createProgram(deps).parseAsync(args, { from: "user" });
    },
    path: (...parts) => join(root, ...parts),
  };
}

/** Names in a folder, sorted. */
export async function listDir(path: string): Promise<string[]> {
  const names: string[] = [];
  for await (const entry of Deno.readDir(path)) names.push(entry.name);
  return names.sort();
}
