/**
 * `brandkit generate`: one kit from flags — copy, three graphics and a brand guide — written atomically to a
 * folder (by default named after the event), optionally zipped, optionally printed as JSON.
 */
import { basename } from "node:path";
import { Command } from "commander";
import { z } from "zod";
import {
  BrandKitError,
  ErrorCode,
  type GenerationRequest,
  isBrandKitError,
  type KitFile,
  kitFileNames,
  zipArchive,
} from "../brandkit/mod.ts";
import { writeFileAtomically, writeFolderAtomically } from "./atomic.ts";
import type { FileSystem } from "../brandkit/file-system.ts";
import type { CliDeps } from "./deps.ts";
import { freeFolderName, slugify } from "./folder-names.ts";
import { kitJsonOutput } from "./kit-folder.ts";
import { formatNotes, FORMATS_FLAG_HELP, FormatsFlagSchema } from "./kit-formats.ts";
import { makeKit } from "./make-kit.ts";
import { kitNotes, noteLines, paletteNotice } from "./notices.ts";
import {
  collect,
  DateFlagSchema,
  parseFlags,
  PathFlagSchema,
  ProviderFlagSchema,
  SeedFlagSchema,
} from "./options.ts";
import { createStepProgress } from "./progress.ts";
import { buildRequest, type RequestFields } from "./request.ts";
import { shellQuote } from "./shell-quote.ts";
import { writeKitFolder } from "./write-kit-folder.ts";

const GenerateFlagsSchema = z.strictObject({
  name: z.string().optional(),
  vibe: z.array(z.string()).default([]),
  color: z.array(z.string()).default([]),
  palette: z.string().optional(),
  date: DateFlagSchema.optional(),
  location: z.string().optional(),
  link: z.string().optional(),
  lang: z.string().optional(),
  inspiration: PathFlagSchema.optional(),
  seed: SeedFlagSchema.optional(),
  provider: ProviderFlagSchema.optional(),
  out: PathFlagSchema.optional(),
  json: z.boolean().default(false),
  zip: z.boolean().default(false),
  formats: FormatsFlagSchema.default([]),
});
type GenerateFlags = z.output<typeof GenerateFlagsSchema>;

/** The flag that sets each request field, for messages about bad input. */
export const FLAG_BY_FIELD: Readonly<Record<keyof GenerationRequest, string>> = {
  customEventName: "--name",
  vibes: "--vibe",
  colors: "--color",
  palette: "--palette",
  eventDate: "--date",
  eventLocation: "--location",
  inspirationImage: "--inspiration",
  eventLink: "--link",
  language: "--lang",
  seed: "--seed",
};

const EXAMPLES = `
Examples:
  $ brandkit generate --name "Neon Nights" --vibe neon --vibe retro --date 2026-12-31 --location Berlin
  $ brandkit generate --name "Jazz Brunch" --date 2026-06-14 --link https://tickets.example.com/jazz
  $ brandkit generate --name "Fiesta de Verano" --lang es --date 2026-07-18 --location Sevilla
  $ brandkit generate --palette "Ocean Depths" --inspiration moodboard.jpg --out kits/ocean
  $ brandkit generate --color "#E6067A" --color "#F472B6" --seed 42 --zip
  $ brandkit generate --name "Neon Nights" --date 2026-12-31 --formats story,svg,ics
  $ brandkit generate --name "Neon Nights" --formats all
  $ brandkit generate --vibe cozy --json > kit.json`;

/** The request the flags ask for; a bad value is a VALIDATION_ERROR naming its flag. */
async function requestFromFlags(flags: GenerateFlags, fs: FileSystem): Promise<GenerationRequest> {
  const fields: RequestFields = {
    customEventName: flags.name,
    vibes: flags.vibe,
    colors: flags.color,
    palette: flags.palette,
    eventDate: flags.date,
    eventLocation: flags.location,
    eventLink: flags.link,
    language: flags.lang,
    inspirationImage: flags.inspiration,
    seed: flags.seed,
  };
  try {
    return await buildRequest(fields, { fs });
  } catch (error) {
    if (!isBrandKitError(error, ErrorCode.VALIDATION_ERROR) || !error.issues?.length) throw error;
    const [issue] = error.issues;
    const field = issue.path.split(/[.[]/)[0] as keyof GenerationRequest;
    throw new BrandKitError(
      ErrorCode.VALIDATION_ERROR,
      `Invalid ${FLAG_BY_FIELD[field] ?? field}: ${issue.message}`,
      {
        issues: error.issues,
      },
    );
  }
}

function humanReport(kit: KitFile, dir: string, zip: string | undefined): string {
  const others = kit.eventNames.filter((name) => name !== kit.selectedName);
  const lines = [
    `${kit.selectedName}: ${kit.headline}`,
    `Wrote ${dir} (${kitFileNames(kit).join(", ")})`,
    ...(zip ? [`Wrote ${zip}`] : []),
    `Other names: ${others.map((name) => `"${name}"`).join(", ")}`,
    `New graphics for one: brandkit regenerate ${shellQuote(dir)} --name ${shellQuote(others[0])}`,
  ];
  return `${lines.join("\n")}\n`;
}

async function runGenerate(options: unknown, deps: CliDeps): Promise<void> {
  const flags = parseFlags(GenerateFlagsSchema, options);
  const request = await requestFromFlags(flags, deps.fs);
  const provider = await deps.createProvider(flags.provider);
  const progress = createStepProgress(deps.stderr);
  const making = { ...deps, provider, formats: flags.formats, onProgress: progress.onProgress };
  const made = await makeKit(request, making).finally(progress.done);
  const { kit } = made;
  deps.stderr.write(
    noteLines([
      ...[paletteNotice(request)].filter((note) => note !== undefined),
      ...kitNotes(request, deps.now(), kit.notices ?? []),
      ...formatNotes(flags.formats, request, provider),
    ]),
  );

  const dir = flags.out ?? await freeFolderName(deps.fs, slugify(kit.selectedName));
  const zip = flags.zip ? `${dir.replace(/\/+$/, "")}.zip` : undefined;
  await writeKitFolder(made, async (files) => {
    await writeFolderAtomically(deps.fs, dir, files);
    if (zip) await writeFileAtomically(deps.fs, zip, zipArchive(files, { folder: basename(dir) }));
  }, deps);
  deps.stdout.write(
    flags.json ? `${JSON.stringify(kitJsonOutput(kit, dir, zip), null, 2)}\n` : humanReport(kit, dir, zip),
  );
}

/** The `generate` command. */
export function createGenerateCommand(deps: CliDeps): Command {
  return new Command("generate")
    .description("make a brand kit (names, copy, captions, 3 graphics, brand guide) in a folder")
    .option("--name <name>", "the event's name (otherwise three names are suggested)")
    .option("--vibe <word>", "a vibe keyword; repeat for more", collect)
    .option("--color <hex>", "a brand colour like #E6067A; repeat for more", collect)
    .option(
      "--palette <name>",
      "a named palette's colours (list them with 'brandkit palettes'; without colours, the one that fits the vibes)",
    )
    .option("--date <YYYY-MM-DD>", "the event's date")
    .option("--location <place>", "where the event takes place")
    .option("--link <url>", "the event's link for tickets or RSVP (https://...)")
    .option(
      "--lang <tag>",
      'language of the copy (BCP 47: "ja", "es", "pt-BR"; default: auto, from the name and place, else English)',
    )
    .option("--inspiration <file>", "an inspiration image: PNG, JPEG, WebP or GIF")
    .option("--seed <n>", "pick among equally good designs; the same input and seed give the same kit")
    .option("--provider <name>", ProviderFlagSchema.description)
    .option("--out <dir>", "output folder (default: a new folder named after the event)")
    .option("--json", "print the kit as JSON on stdout, and nothing else there")
    .option("--formats <list>", FORMATS_FLAG_HELP)
    .option("--zip", "also write <out>.zip with every file")
    .addHelpText("after", EXAMPLES)
    .action((options) => runGenerate(options, deps));
}
