/**
 * The `brandkit` command's composition root: Deno's files, terminal, environment, clock and signals, the
 * configured provider and the Redis queue, wired into the commands. The one place that turns an error into one line on stderr and
 * an exit code, and the only caller of Deno.exit.
 */
import {
  type AiProvider,
  type Config,
  createExactImage,
  createOutboundPolicy,
  type OutboundPolicy,
  type ProviderName,
  readConfig,
} from "../brandkit/mod.ts";
import { createProvider, providerHosts } from "../brandkit/providers/registry.ts";
import { fontLibraryOf, loadRenderAssets, type RenderAssets } from "../brandkit/render/mod.ts";
import { createDrawableCheck, type DrawableCheck } from "../brandkit/drawable.ts";
import { createRenderPool, type RenderPool } from "../brandkit/render-pool/mod.ts";
import type { OpenS3Sink } from "./batch-sink.ts";
import type { CliDeps, ProviderHints } from "./deps.ts";
import { errorLine, EXIT_CODES, exitCodeFor } from "./exit-codes.ts";
import { denoFileSystem, denoOutputs, sleep, systemResolveHost } from "./io.ts";
import { createProgram } from "./program.ts";
import { bullQueueBackend } from "./queue/mod.ts";

/** The signals that stop a run; a second one stops it at once. */
const STOP_SIGNALS: readonly Deno.Signal[] = ["SIGINT", "SIGTERM"];

/** Where provider-named image URLs may be fetched from: public addresses, and the provider's own host. */
function outboundPolicyFor(config: Config): OutboundPolicy {
  return createOutboundPolicy({ allowHttpHosts: providerHosts(config), resolveHost: systemResolveHost });
}

/**
 * Real dependencies over Deno. The render pool (and the fonts and decoders it needs) starts on first use, once,
 * so `palettes` stays instant; BRANDKIT_RENDER_WORKERS sizes it.
 */
export function createDenoDeps(signal?: AbortSignal): CliDeps {
  let pool: Promise<RenderPool> | undefined;
  let assets: Promise<RenderAssets> | undefined;
  let drawable: DrawableCheck | undefined;
  const renderAssets = () => assets ??= loadRenderAssets(Deno.readFile);
  /** The outbound policy of the provider last made (the command's). */
  let policy: OutboundPolicy | undefined;
  const renderPool = () =>
    pool ??= renderAssets().then((assets) =>
      createRenderPool({ assets, size: readConfig(Deno.env.toObject()).BRANDKIT_RENDER_WORKERS })
    );
  return {
    fs: denoFileSystem,
    ...denoOutputs(),
    now: Date.now,
    sleep,
    async checkDrawable(request, name) {
      drawable ??= createDrawableCheck(fontLibraryOf(await renderAssets(), Deno.readFile));
      await drawable(request, name);
    },
    async createProvider(name?: ProviderName, hints: ProviderHints = {}): Promise<AiProvider> {
      const env = Deno.env.toObject();
      const config = readConfig(name ? { ...env, BRANDKIT_PROVIDER: name } : env);
      policy = outboundPolicyFor(config);
      return createProvider(config, {
        renderer: await renderPool(),
        fetch: globalThis.fetch,
        outboundPolicy: policy,
        onRequestWindow: hints.onRequestWindow,
      });
    },
    exactImage: createExactImage({
      fitImage: async (...args) => (await renderPool()).fitImage(...args),
      fetch: globalThis.fetch,
      // The policy of the provider the command made; built from the environment if none was made yet.
      policy: {
        check: (url, signal) =>
          (policy ??= outboundPolicyFor(readConfig(Deno.env.toObject()))).check(url, signal),
      },
    }),
    formatService: renderPool,
    signal,
  };
}

/** `--out s3://bucket/prefix`: the S3 sink over the S3_* and AWS_* settings, loaded only when used. */
const openS3Sink: OpenS3Sink = async (target) => {
  const [{ createS3Sink }, { s3ClientFrom }] = await Promise.all([
    import("./sinks/s3.ts"),
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
