/**
 * The `brandkit` command's edge: Deno's files, terminal, environment, clock and signals, the kit pipeline
 * (adapters/kit-pipeline.ts) and the Redis queue, wired into the commands. The one place that turns an error
 * into one line on stderr and an exit code, and the only caller of Deno.exit.
 */
import { readConfig } from "../brandkit/mod.ts";
import { denoFileSystem } from "../adapters/deno-fs.ts";
import { createKitPipeline, type KitPipeline } from "../adapters/kit-pipeline.ts";
import type { OpenS3Sink } from "./batch-sink.ts";
import type { CliDeps } from "./deps.ts";
import { errorLine, EXIT_CODES, exitCodeFor } from "./exit-codes.ts";
import { denoOutputs, sleep } from "./io.ts";
import { createProgram } from "./program.ts";
import { bullQueueBackend } from "../adapters/queue/mod.ts";

/** The signals that stop a run; a second one stops it at once. */
const STOP_SIGNALS: readonly Deno.Signal[] = ["SIGINT", "SIGTERM"];

/**
 * Real dependencies over Deno. The kit pipeline is built on first use, from the environment then, so
 * `palettes` stays instant and a bad environment fails only the commands that make kits.
 */
export function createDenoDeps(signal?: AbortSignal): CliDeps {
  let built: KitPipeline | undefined;
  const pipeline = () => built ??= createKitPipeline({ env: Deno.env.toObject(), readFile: Deno.readFile });
  return {
    fs: denoFileSystem,
    ...denoOutputs(),
    now: Date.now,
    timeZone: () => Intl.DateTimeFormat().resolvedOptions().timeZone,
    sleep,
    checkDrawable: (request, name, design) => pipeline().checkDrawable(request, name, design),
    createProvider: (name, hints = {}) =>
      pipeline().provider({ name, onRequestWindow: hints.onRequestWindow }),
    rateLimitGate: (choice) => pipeline().rateLimitGate(choice),
    formatService: () => pipeline().renderPool(),
    signal,
  };
}

/** `--out s3://bucket/prefix`: the S3 sink over the S3_* and AWS_* settings, loaded only when used. */
const openS3Sink: OpenS3Sink = async (target) => {
  const [{ createS3Sink }, { s3ClientFrom }] = await Promise.all([
    import("../adapters/kit-sink-s3.ts"),
    import("../adapters/s3-client.ts"),
  ]);
  return createS3Sink({ client: s3ClientFrom(readConfig(Deno.env.toObject())), ...target });
};

/** Runs the CLI with `args` and exits with its code. */
async function main(args: string[]): Promise<never> {
  const controller = new AbortController();
  for (const name of STOP_SIGNALS) {
    Deno.addSignalListener(name, () => {
      if (controller.signal.aborted) Deno.exit(EXIT_CODES.interrupted);
      controller.abort();
    });
  }
  const deps = createDenoDeps(controller.signal);
  try {
    await createProgram(deps, { queue: bullQueueBackend, openS3Sink }).parseAsync(args, { from: "user" });
    Deno.exit(EXIT_CODES.success);
  } catch (error) {
    const line = errorLine(error);
    if (line !== null) deps.stderr.write(`${line}\n`);
    Deno.exit(exitCodeFor(error));
  }
}

if (import.meta.main) await main(Deno.args);
