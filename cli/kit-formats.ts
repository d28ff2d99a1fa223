/**
 * `--formats LIST` (generate, batch, and the rows a worker takes): `story,link-preview,svg,pdf,guide-pdf,ics` or
 * `all`. The kit's folder gets those formats' files (write-kit-folder.ts), and kit.json lists them, so
 * regenerating makes them again for the new name.
 */
import { z } from "zod";
import { type FormatName, parseFormatList } from "../brandkit/mod.ts";

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

/** What the CLI says when a format asked for cannot be made for this kit: the calendar without a date. */
export function formatNotes(formats: readonly FormatName[], request: { eventDate?: string }): string[] {
  if (!formats.includes("ics") || request.eventDate) return [];
  return ["The calendar (event.ics) was not made: it needs an event date (--date, or a date column)."];
}
