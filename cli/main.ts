/**
 * The `brandkit` command's composition root: Deno's files, terminal, environment, clock and signals, and the
 * configured provider, wired into the commands. The one place that turns an error into one line on stderr and
 * an exit code, and the only caller of Deno.exit.
 */
import { type AiProvider, type ProviderName, readConfig } from "../brandkit/mod.ts";
import { createProvider } from "../brandkit/providers/registry.ts";
import { createFitImage, loadRenderAssets, type RenderAssets } from "../brandkit/render/mod.ts";
import type { CliDeps } from "./deps.ts";
import { errorLine, EXIT_CODES, exitCodeFor } from "./exit-codes.ts";
import { denoFileSystem, denoOutputs, sleep } from "./io.ts";
import { createProgram } from "./program.ts";

/** The signals that stop a run; a second one stops it at once. */
const STOP_SIGNALS: readonly Deno.Signal[] = ["SIGINT", "SIGTERM"];

/** Real dependencies over Deno. Fonts and decoders load on first use, once, so `palettes` stays instant. */
export function createDenoDeps(signal?: AbortSignal): CliDeps {
  let assets: Promise<RenderAssets> | undefined;
  const renderAssets = () => (assets ??= loadRenderAssets(Deno.readFile));
  let fit: Promise<ReturnType<typeof createFitImage>> | undefined;
  const fitImage = () => (fit ??= renderAssets().then(createFitImage));
  return {
    fs: denoFileSystem,
    ...denoOutputs(),
    now: Date.now,
    sleep,
    async createProvider(name?: ProviderName): Promise<AiProvider> {
      const env = Deno.env.toObject();
      const config = readConfig(name ? { ...env, BRANDKIT_PROVIDER: name } : env);
      return createProvider(config, { renderAssets: await renderAssets(), fetch: globalThis.fetch });
    },
    fitImage: async (bytes, mimeType, target) =>
      (await fitImage())(bytes, mimeType, target.width, target.height),
    fetch: globalThis.fetch,
    signal,
  };
}

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
    await createProgram(deps).parseAsync(args, { from: "user" });
    Deno.exit(EXIT_CODES.success);
  } catch (error) {
    const line = errorLine(error);
    if (line !== null) deps.stderr.write(`${line}\n`);
    Deno.exit(exitCodeFor(error));
  }
}

if (import.meta.main) await main(Deno.args);
