/**
 * The `brandkit` program: the commands under one commander root, with commander's output routed through
 * the injected stdout/stderr and its exits turned into thrown errors for cli/main.ts to handle.
 */
import { Command } from "commander";
import { createBatchCommand } from "./batch.ts";
import type { CliDeps } from "./deps.ts";
import { createGenerateCommand } from "./generate.ts";
import { createPalettesCommand } from "./palettes.ts";
import { bullQueueBackend } from "../adapters/queue/mod.ts";
import { createRegenerateCommand } from "./regenerate.ts";
import { createRenderCommand } from "./render.ts";
import { createWorkerCommand, type ScaleOut } from "./worker.ts";

const HELP = `
Exit codes:
  0  success
  1  generation failed
  2  bad usage or input (flags, files, configuration)
  3  rate limited by the AI service (the message says how long to wait)

Configuration comes from environment variables (BRANDKIT_PROVIDER, OPENAI_API_KEY, ...; see the README).
With none set, the built-in offline provider makes every kit: no account, key or network needed.

Examples:
  $ brandkit generate --name "Neon Nights" --vibe neon --palette "Sunset Glow"
  $ brandkit generate --name "Sunrise 5K" --date 2026-06-14 --time 08:00 --layout editorial --top-line "Run with us"
  $ brandkit regenerate neon-nights --name "Glow Fest"
  $ brandkit render neon-nights            (after editing neon-nights/kit.json)
  $ brandkit batch events.csv --concurrency 2
  $ brandkit batch events.csv --out kits --queue redis://127.0.0.1:6379
  $ brandkit worker --queue redis://127.0.0.1:6379 --out kits
  $ brandkit palettes`;

/**
 * The whole CLI; parse with `parseAsync(args, { from: "user" })`. Errors and exits are thrown, never exited.
 * `scaleOut` is how `batch --queue` and `worker` reach Redis, and `--out s3://...` an S3 store.
 */
export function createProgram(deps: CliDeps, scaleOut: ScaleOut = { queue: bullQueueBackend }): Command {
  const program = new Command("brandkit")
    .description("Event brand kits from the command line: names, copy, captions, graphics and a brand guide.")
    .addCommand(createGenerateCommand(deps))
    .addCommand(createRegenerateCommand(deps))
    .addCommand(createRenderCommand(deps))
    .addCommand(createBatchCommand(deps, scaleOut))
    .addCommand(createWorkerCommand(deps, scaleOut))
    .addCommand(createPalettesCommand(deps))
    .addHelpText("after", HELP);
  for (const command of [program, ...program.commands]) {
    command
      .exitOverride()
      .configureOutput({
        writeOut: (text) => deps.stdout.write(text),
        writeErr: (text) => deps.stderr.write(text),
        // cli/main.ts prints every error as one line; commander must not print its own as well.
        outputError: () => {},
        getOutHelpWidth: () => deps.stdout.columns ?? 100,
        getErrHelpWidth: () => deps.stderr.columns ?? 100,
        getOutHasColors: () => deps.stdout.colors,
        getErrHasColors: () => deps.stderr.colors,
      });
  }
  return program;
}
