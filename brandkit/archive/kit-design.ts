/**
 * The design a kit.json is drawn in: its own, or, for one written before designs were data (issue 26), the one
 * the designer gives its request. Deciding it chooses a top line from the kind's voice (languages/event-words),
 * which stays on the server, so this is for the server and the CLI; the page's archive (kit-file.ts) has no need
 * of it.
 */
import { seedOf } from "../generation/seed.ts";
import { localCalendarDate } from "../dates/calendar-dates.ts";
import { writtenLanguage } from "../languages/language.ts";
import { withPaletteColors } from "../palettes/palette-choice.ts";
import { ART_FAMILY, type KitDesign } from "../studio/design.ts";
import { decideDesign } from "../studio/decide.ts";
import { type KitFile, kitRequest } from "./kit-file.ts";

/** The name kit.json gives the offline provider, whose kits are laid out by the designer (not set over AI art). */
const OFFLINE_PROVIDER = "offline";

/**
 * The design `kit` is drawn in: its own, or, in a kit.json written before designs were data (issue 26), the one
 * the designer gives its request, which is the one its graphics were drawn with: seen from the day they were made,
 * and the art family when an AI drew them (`overAiArt`, @default true unless the offline provider made the kit).
 */
export function kitDesign(
  kit: KitFile,
  options: { overAiArt?: boolean } = {},
): KitDesign {
  if (kit.design) return kit.design;
  const request = kitRequest(kit);
  const decided = decideDesign(withPaletteColors(request).request, seedOf(request), {
    language: writtenLanguage(request.language ?? "en"),
    today: localCalendarDate(Date.parse(kit.createdAt)),
  });
  const overAiArt = options.overAiArt ?? kit.provider !== OFFLINE_PROVIDER;
  return overAiArt ? { ...decided, family: ART_FAMILY } : decided;
}
