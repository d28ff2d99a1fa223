/**
 * kit.json as the server and the CLI read it: with its design, which one written before designs were data
 * (issue 26) gets from the one resolver of such kits (studio/kit-design.ts). Deciding it chooses a top line from
 * the kind's voice (languages/event-words), which stays on the server, so the page's archive (kit-file.ts) has
 * no need of it.
 */
import { withKitDesign } from "../studio/kit-design.ts";
import { type DesignedKitFile, type KitFile, kitRequest } from "./kit-file.ts";

/** The name kit.json gives the offline provider, whose kits are laid out by the designer (not set over AI art). */
const OFFLINE_PROVIDER = "offline";

/**
 * `kit` with its design: its own, or the one its graphics were drawn with (designOfKit), made on the day kit.json
 * says it was made, over an AI's art unless the offline provider made it.
 */
export function withKitFileDesign(kit: KitFile): DesignedKitFile {
  return withKitDesign(kit, kitRequest(kit), {
    madeMs: Date.parse(kit.createdAt),
    overAiArt: kit.provider !== OFFLINE_PROVIDER,
  });
}
