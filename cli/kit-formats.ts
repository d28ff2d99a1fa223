/**
 * `--formats LIST` (generate, batch, and the rows a worker takes): `story,link-preview,svg,pdf,guide-pdf,ics` or
 * `all`. The kit's folder gets those formats' files (write-kit-folder.ts), and kit.json lists them, so
 * regenerating makes them again for the new name.
 */
import { z } from "zod";
import { type AiProvider, OWN_TYPE_REASON, unavailableFormatsOf } from "../brandkit/mod.ts";
import { type FormatName, parseFormatList } from "../brandkit/web.ts";

/** `--formats`: "all" or a comma-separated list of format names. */
export const FormatsFlagSchema = z.string().transform((list, context): FormatName[] => {
  try {
    return parseFormatList(list);
  } catch (error) {
    context.addIssue({ code: "custom", message: (error as Error).message });
    return z.NEVER;
  }
});

/** Help text of `--formats`. */
export const FORMATS_FLAG_HELP =
  "extra formats: story, link-preview, svg, pdf, guide-pdf, ics (comma-separated), or all";

/**
 * What the CLI says when a format asked for cannot be made for this kit: the calendar without a date, and the
 * SVGs and print PDF when the AI draws its own type (`provider`'s, when the caller knows it).
 */
export function formatNotes(
  formats: readonly FormatName[],
  request: { eventDate?: string },
  provider?: Pick<AiProvider, "typography">,
): string[] {
  const notes: string[] = [];
  if (formats.includes("ics") && !request.eventDate) {
    notes.push("The calendar (event.ics) was not made: it needs an event date (--date, or a date column).");
  }
  if (provider && unavailableFormatsOf(provider).some((format) => formats.includes(format))) {
    notes.push(OWN_TYPE_REASON);
  }
  return notes;
}
