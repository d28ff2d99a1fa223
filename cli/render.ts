/**
 * `brandkit render <dir>`: every file of a kit folder made again from its kit.json, after a person edited it (the
 * copy, the event in `request`, the `design`): the three graphics, the extra formats kit.json lists,
 * brand-guide.md, copy.txt, kit.json itself, and the folder's ZIP when it has one. Rendering is a function of the
 * kit, so the offline designer draws and no AI is asked. A kit.json that does not validate changes nothing: it is
 * read and checked, and every file made, before the first one is written.
 */
import { join } from "node:path";
import { Command } from "commander";
import { z } from "zod";
import {
  ART_FAMILY,
  BrandKitError,
  ErrorCode,
  KIT_FILE_NAME,
  type KitFile,
  kitFileNames,
  kitRequest,
  LAYOUT_FAMILIES,
} from "../brandkit/web.ts";
import type { CliDeps } from "./deps.ts";
import { kitJsonOutput, readKitFile } from "./kit-folder.ts";
import { formatNotes } from "./kit-formats.ts";
import { existingZipOf, writeKitFiles } from "./kit-zip.ts";
import { remakeKit } from "./make-kit.ts";
import { noteLines } from "./notices.ts";
import { parseFlags, PathFlagSchema } from "./options.ts";
import { createStepProgress } from "./progress.ts";
import { shellQuote } from "./shell-quote.ts";
import { writeKitFolder } from "./write-kit-folder.ts";

/** The provider that renders: the offline designer, which lays out any family on this machine. */
const RENDERING_PROVIDER = "offline";

const RenderFlagsSchema = z.strictObject({
  dir: PathFlagSchema,
  json: z.boolean().default(false),
});

const EXAMPLES = `
Edit a kit folder's kit.json (the copy: headline, tagline, ...; the event: request.eventDate, request.eventTime,
request.eventLocation, ...; the design: design.family, design.variation, design.topLine, design.details,
design.colors, design.showQr), then make its files again.
Layouts: ${LAYOUT_FAMILIES.join(", ")}.

Examples:
  $ brandkit render neon-nights
  $ brandkit render kits/ocean --json`;

/**
 * An AI kit's graphics are the AI's art under the type, and the folder does not keep the art: there is nothing
 * to render them from, and drawing them in a layout instead would silently change the kit.
 */
function aiArtKit(dir: string, kit: KitFile): BrandKitError {
  const path = join(dir, KIT_FILE_NAME);
  return new BrandKitError(
    ErrorCode.VALIDATION_ERROR,
    `'${path}' is an AI kit (design.family 'art'): its graphics are the AI's art, which the folder does not keep. ` +
      `Set design.family to one of ${
        LAYOUT_FAMILIES.join(", ")
      } to render it offline, or draw new art with ` +
      `'brandkit regenerate ${shellQuote(dir)} --name ${shellQuote(kit.selectedName)}'`,
  );
}

async function runRender(dir: string, options: Record<string, unknown>, deps: CliDeps): Promise<void> {
  const flags = parseFlags(RenderFlagsSchema, { ...options, dir });
  const kit = await readKitFile(deps.fs, flags.dir);
  if (kit.design.family === ART_FAMILY) throw aiArtKit(flags.dir, kit);
  const { provider, exactImage } = await deps.createProvider(RENDERING_PROVIDER);
  const progress = createStepProgress(deps.stderr);
  const making = { ...deps, provider, exactImage, onProgress: progress.onProgress };
  const made = await remakeKit(kit, kit.selectedName, making)
    .finally(progress.done);
  deps.stderr.write(noteLines(formatNotes(kit.formats ?? [], kitRequest(kit), provider)));
  const zip = await existingZipOf(deps.fs, flags.dir);
  await writeKitFolder(made, (files) => writeKitFiles(deps.fs, flags.dir, files, zip), deps);
  const report = [
    `Rendered "${made.kit.selectedName}" again in ${flags.dir} (${kitFileNames(made.kit).join(", ")})`,
    ...(zip ? [`Wrote ${zip}`] : []),
  ];
  deps.stdout.write(
    flags.json
      ? `${JSON.stringify(kitJsonOutput(made.kit, flags.dir, zip), null, 2)}\n`
      : `${report.join("\n")}\n`,
  );
}

/** The `render` command. */
export function createRenderCommand(deps: CliDeps): Command {
  return new Command("render")
    .description("make every file of a kit folder again from its kit.json, after you edited it")
    .argument("<dir>", "a kit folder made by 'brandkit generate' or 'brandkit batch'")
    .option("--json", "print the rendered kit as JSON on stdout, and nothing else there")
    .addHelpText("after", EXAMPLES)
    .action((dir: string, options: Record<string, unknown>) => runRender(dir, options, deps));
}
