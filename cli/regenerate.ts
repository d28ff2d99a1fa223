/**
 * `brandkit regenerate <dir> --name <name>`: new graphics for another of a kit's names
 * (docs/behaviour.md#generation). Only the graphics, the selected name and the guide that shows them change;
 * the copy and the design stay. Files are replaced whole, and the folder's ZIP (generate --zip) is refreshed
 * when it has one.
 */
import { Command } from "commander";
import { z } from "zod";
import { BrandKitError, ErrorCode, type KitFile, kitRequest } from "../brandkit/web.ts";
import type { CliDeps } from "./deps.ts";
import { kitJsonOutput, readKitFile } from "./kit-folder.ts";
import { existingZipOf, writeKitFiles } from "./kit-zip.ts";
import { formatNotes } from "./kit-formats.ts";
import { remakeKit } from "./make-kit.ts";
import { parseFlags, PathFlagSchema, ProviderFlagSchema, providerOption } from "./options.ts";
import { noteLines } from "./notices.ts";
import { createStepProgress } from "./progress.ts";
import { writeKitFolder } from "./write-kit-folder.ts";

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
  const { provider, exactImage } = await deps.createProvider(flags.provider);
  const progress = createStepProgress(deps.stderr);
  const made = await remakeKit(kit, name, { ...deps, provider, exactImage, onProgress: progress.onProgress })
    .finally(progress.done);
  deps.stderr.write(noteLines(formatNotes(kit.formats ?? [], kitRequest(kit), provider)));
  const zip = await existingZipOf(deps.fs, flags.dir);
  await writeKitFolder(made, (files) => writeKitFiles(deps.fs, flags.dir, files, zip), deps);
  deps.stdout.write(
    flags.json
      ? `${JSON.stringify(kitJsonOutput(made.kit, flags.dir, zip), null, 2)}\n`
      : `Brand assets regenerated for "${name}" in ${flags.dir}\n${zip ? `Wrote ${zip}\n` : ""}`,
  );
}

/** The `regenerate` command. */
export function createRegenerateCommand(deps: CliDeps): Command {
  return new Command("regenerate")
    .description("new graphics for another of a kit's names (the copy and the design stay)")
    .argument("<dir>", "a kit folder made by 'brandkit generate' or 'brandkit batch'")
    .requiredOption("--name <name>", "one of the kit's three names")
    .addOption(providerOption())
    .option("--json", "print the updated kit as JSON on stdout, and nothing else there")
    .addHelpText("after", EXAMPLES)
    .action((dir: string, options: Record<string, unknown>) => runRegenerate(dir, options, deps));
}
