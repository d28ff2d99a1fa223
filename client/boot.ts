/**
 * The data the server puts into the page for the script: the palette catalogue (so the first render in the
 * browser matches the server's without loading zod), where the lazily loaded extras live, and on a kit page the
 * kept kit it shows, on an event page its event.
 */
import type { FormatName, Palette } from "../brandkit/web.ts";
import type { SharedKit } from "../brandkit/web.ts";
import type { EventPageData } from "./event/event-data.ts";
import type { InterfaceBoot } from "./i18n/interface-store.ts";

/** Id of the `<script type="application/json">` element that carries the boot data. */
export const BOOT_ELEMENT_ID = "brandkit-boot";

/** The boot data. */
export type BootData = {
  /** The interface's language and its compiled catalog (docs/i18n.md). */
  interface: InterfaceBoot;
  palettes: readonly Palette[];
  /** URL of the extras module (schemas, palette helpers, ZIP writer), imported after hydration. */
  extrasUrl: string;
  /** The AI provider of this server ("offline", ...), written into a downloaded kit.json. */
  provider: string;
  /** BRANDKIT_KIT_TTL_DAYS: how many days a kept kit stays. */
  kitTtlDays: number;
  /**
   * Formats this server's kits cannot come in (the SVGs and print PDF when its AI draws its own text): the page
   * neither offers nor packs them. @default none
   */
  unavailableFormats?: readonly FormatName[];
  /** The kept kit a kit page (`/k/{id}/kit`) shows; absent on the other pages. */
  shared?: SharedKit;
  /** The event an event page (`/k/{id}`, issue 28) shows; absent on the other pages. */
  event?: EventPageData;
};

/** The boot data as JSON that is safe inside a `<script>` element. */
export function serializeBoot(boot: BootData): string {
  return JSON.stringify(boot).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(
    /\u2029/g,
    "\\u2029",
  );
}

/** Reads the boot data the server rendered into `document`. */
export function readBoot(document: Document): BootData {
  const element = document.getElementById(BOOT_ELEMENT_ID);
  if (!element?.textContent) throw new Error(`The page has no #${BOOT_ELEMENT_ID} element.`);
  return JSON.parse(element.textContent) as BootData;
}
