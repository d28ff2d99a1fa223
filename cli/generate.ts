/**
 * `brandkit generate`: one kit from flags — copy, three graphics and a brand guide — written atomically to a
 * folder (by default named after the event), optionally zipped, optionally printed as JSON.
 */
import { Command } from "commander";
import { z } from "zod";
import {
  BrandKitError,
  DESIGN_LIMITS,
  ErrorCode,
  type GenerationRequest,
  isBrandKitError,
  type KitFile,
  kitFileNames,
  LAYOUT_FAMILIES,
} from "../brandkit/web.ts";
import type { CliDeps } from "./deps.ts";
import { freeFolderName, slugify } from "./folder-names.ts";
import { kitJsonOutput } from "./kit-folder.ts";
import { writeKitFiles, zipPathOf } from "./kit-zip.ts";
import { formatNotes, FORMATS_FLAG_HELP, FormatsFlagSchema } from "./kit-formats.ts";
import { makeKit } from "./make-kit.ts";
import { kitNotes, noteLines, paletteNotice } from "./notices.ts";
import {
  collect,
  DateFlagSchema,
  parseFlags,
  PathFlagSchema,
  ProviderFlagSchema,
  providerOption,
  SeedFlagSchema,
} from "./options.ts";
import { createStepProgress } from "./progress.ts";
import { buildRequest, type BuildRequestOptions, type RequestFields } from "./request.ts";
import { shellQuote } from "./shell-quote.ts";
import { writeKitFolder } from "./write-kit-folder.ts";

/** `--layout`: one of the designer's layout families ("art" is an AI kit's, not a choice). */
const LayoutFlagSchema = z.enum(LAYOUT_FAMILIES, {
  error: (issue) => `'${issue.input}' is not a layout; use one of ${LAYOUT_FAMILIES.join(", ")}`,
});

/** `--variation`: a whole number from 0 to DESIGN_LIMITS.maxVariation, given as text. */
const VariationFlagSchema = z.string().trim().refine(
  (text) => /^\d+$/.test(text) && Number(text) <= DESIGN_LIMITS.maxVariation,
  { error: (issue) => `'${issue.input}' is not a whole number from 0 to ${DESIGN_LIMITS.maxVariation}` },
).transform(Number);

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
  time: z.string().optional(),
  end: z.string().optional(),
  tz: z.string().optional(),
  layout: LayoutFlagSchema.optional(),
  variation: VariationFlagSchema.optional(),
  topLine: z.string().optional(),
  details: z.string().optional(),
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
  eventTime: "--time",
  eventEndTime: "--end",
  timeZone: "--tz",
  design: "--layout",
};

/** The flag that sets each part of the request's design, by the issue's path. */
const FLAG_BY_DESIGN_PATH: Readonly<Record<string, string>> = {
  "design.family": "--layout",
  "design.variation": "--variation",
  "design.topLine": "--top-line",
  "design.details": "--details",
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
  $ brandkit generate --name "Sunrise 5K" --date 2026-06-14 --time 08:00 --end 10:30 --tz America/Los_Angeles
  $ brandkit generate --name "Sunrise 5K" --layout editorial --top-line "Run with us" --details "Free · Pancakes after"
  $ brandkit generate --name "Neon Nights" --layout glow --variation 3 --top-line ""
  $ brandkit generate --vibe cozy --json > kit.json

An event time without --tz is in this machine's time zone; the calendar (--formats ics) names the zone.
Edit the folder's kit.json (copy, event, design) and run 'brandkit render <dir>' to make its files again.`;

/** The request the flags ask for; a bad value is a VALIDATION_ERROR naming its flag. */
async function requestFromFlags(
  flags: GenerateFlags,
  options: BuildRequestOptions,
): Promise<GenerationRequest> {
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
    eventTime: flags.time,
    eventEndTime: flags.end,
    timeZone: flags.tz,
    design: {
      family: flags.layout,
      variation: flags.variation,
      topLine: flags.topLine,
      details: flags.details,
    },
  };
  try {
    return await buildRequest(fields, options);
  } catch (error) {
    if (!isBrandKitError(error, ErrorCode.VALIDATION_ERROR) || !error.issues?.length) throw error;
    const [issue] = error.issues;
    const field = issue.path.split(/[.[]/)[0] as keyof GenerationRequest;
    const flag = FLAG_BY_DESIGN_PATH[issue.path] ?? FLAG_BY_FIELD[field] ?? field;
    throw new BrandKitError(ErrorCode.VALIDATION_ERROR, `Invalid ${flag}: ${issue.message}`, {
      issues: error.issues,
    });
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
  const request = await requestFromFlags(flags, { fs: deps.fs, defaultTimeZone: deps.timeZone() });
  const { provider, exactImage } = await deps.createProvider(flags.provider);
  const progress = createStepProgress(deps.stderr);
  const making = { ...deps, provider, exactImage, formats: flags.formats, onProgress: progress.onProgress };
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
  const zip = flags.zip ? zipPathOf(dir) : undefined;
  await writeKitFolder(made, (files) => writeKitFiles(deps.fs, dir, files, zip), deps);
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
    .option("--time <HH:MM>", "when the event starts, 24-hour clock (default: none, an all-day event)")
    .option(
      "--end <HH:MM>",
      "when it ends, 24-hour clock (needs --time; an end before the start is the next day)",
    )
    .option(
      "--tz <zone>",
      "the event's IANA time zone, e.g. America/Los_Angeles (default with --time: this machine's)",
    )
    .option("--location <place>", "where the event takes place")
    .option("--link <url>", "the event's link for tickets or RSVP (https://...)")
    .option(
      "--lang <tag>",
      'language of the copy (BCP 47: "ja", "es", "pt-BR"; default: auto, from the name and place, else English)',
    )
    .option(
      "--layout <family>",
      `the graphics' layout: ${LAYOUT_FAMILIES.join(", ")} (default: the one that fits the vibes)`,
    )
    .option(
      "--variation <n>",
      `another arrangement of the layout, 0 to ${DESIGN_LIMITS.maxVariation} (default: 0)`,
    )
    .option(
      "--top-line <text>",
      `the line above the name, at most ${DESIGN_LIMITS.maxTopLineLength} characters; "" for none ` +
        "(default: one that fits the mood and date)",
    )
    .option(
      "--details <text>",
      `an extra line under the date and place, at most ${DESIGN_LIMITS.maxDetailsLength} characters ` +
        '("Free · Pancakes after")',
    )
    .option("--inspiration <file>", "an inspiration image: PNG, JPEG, WebP or GIF")
    .option("--seed <n>", "pick among equally good designs; the same input and seed give the same kit")
    .addOption(providerOption())
    .option("--out <dir>", "output folder (default: a new folder named after the event)")
    .option("--json", "print the kit as JSON on stdout, and nothing else there")
    .option("--formats <list>", FORMATS_FLAG_HELP)
    .option("--zip", "also write <out>.zip with every file")
    .addHelpText("after", EXAMPLES)
    .action((options) => runGenerate(options, deps));
}
