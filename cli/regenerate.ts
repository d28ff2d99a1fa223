/**
 * `brandkit regenerate <dir> --name <name>`: new graphics for another of a kit's names (spec §4). Only the
 * graphics, the selected name and the guide that shows them change; the copy stays. Files are replaced whole.
 */
import { Command } from "commander";
import { z } from "zod";
import {
  BrandKitError,
  ErrorCode,
  type KitFile,
  kitFiles,
  kitRequest,
  PROVIDER_NAMES,
  regenerateImages,
} from "../brandkit/mod.ts";
import { writeFolderAtomically } from "./atomic.ts";
import type { CliDeps } from "./deps.ts";
import { createImageCollector } from "./image-collector.ts";
import { kitJsonOutput, readKitFile } from "./kit-folder.ts";
import { makeKitFormatFiles } from "./kit-formats.ts";
import { parseFlags, PathFlagSchema, ProviderFlagSchema } from "./options.ts";
import { createStepProgress } from "./progress.ts";

const RegenerateFlagsSchema = z.strictObject({
  dir: PathFlagSchema,
  name: z.string().trim().min(1, { error: "must not be empty" }),
  provider: ProviderFlagSchema.optional(),
  json: z.boolean().default(false),
});

const EXAMPLES = `
Examples:
  $ brandkit regenerate neon-nights --name "Glow Fest"
  $ brandkit regenerate kits/ocean --name "Midnight Pulse" --provider openai`;

/** The kit's own spelling of `name` (any case), or a VALIDATION_ERROR listing the names it has. */
export function pickKitName(kit: KitFile, name: string): string {
  const wanted = name.trim().toLowerCase();
  const match = kit.eventNames.find((candidate) => candidate.toLowerCase() === wanted);
  if (match) return match;
  const names = kit.eventNames.map((candidate) => `"${candidate}"`).join(", ");
  throw new BrandKitError(
    ErrorCode.VALIDATION_ERROR,
    `"${name.trim()}" is not one of this kit's names; use one of ${names}`,
  );
}

async function runRegenerate(dir: string, options: Record<string, unknown>, deps: CliDeps): Promise<void> {
  const flags = parseFlags(RegenerateFlagsSchema, { ...options, dir });
  const kit = await readKitFile(deps.fs, flags.dir);
  const name = pickKitName(kit, flags.name);
  const provider = await deps.createProvider(flags.provider);
  const collector = createImageCollector();
  const progress = createStepProgress(deps.stderr);
  // The kit's language stays: kit.json's request has it (an older one only the kit's `language`).
  await regenerateImages(kitRequest(kit), name, {
    provider,
    exactImage: deps.exactImage,
    storeImage: collector.storeImage,
    checkDrawable: deps.checkDrawable,
    onProgress: progress.onProgress,
    signal: deps.signal,
    now: deps.now,
  }).finally(progress.done);

  const updated: KitFile = {
    ...kit,
    request: kitRequest(kit),
    selectedName: name,
    provider: provider.name,
    createdAt: new Date(deps.now()).toISOString(),
  };
  // The formats the folder was made with are made again for the new name.
  const images = collector.images();
  const formats = await makeKitFormatFiles(updated, images, deps);
  await writeFolderAtomically(deps.fs, flags.dir, kitFiles(updated, images, formats));
  deps.stdout.write(
    flags.json
      ? `${JSON.stringify(kitJsonOutput(updated, flags.dir), null, 2)}\n`
      : `Brand assets regenerated for "${name}" in ${flags.dir}\n`,
  );
}

/** The `regenerate` command. */
export function createRegenerateCommand(deps: CliDeps): Command {
  return new Command("regenerate")
    .description("new graphics for another of a kit's names (the copy stays)")
    .argument("<dir>", "a kit folder made by 'brandkit generate' or 'brandkit batch'")
    .requiredOption("--name <name>", "one of the kit's three names")
    .option(
      "--provider <name>",
      `AI provider: ${PROVIDER_NAMES.join(", ")} (default: $BRANDKIT_PROVIDER or offline)`,
    )
    .option("--json", "print the updated kit as JSON on stdout, and nothing else there")
    .addHelpText("after", EXAMPLES)
    .action((dir: string, options: Record<string, unknown>) => runRegenerate(dir, options, deps));
}
