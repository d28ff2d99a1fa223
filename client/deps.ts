/**
 * What the page needs from the browser, as one object: server.ts-style wiring for the client, so components
 * never reach for globals and the server can render the same tree without touching them.
 */
import type { BootData } from "./boot.ts";
import type { Extras } from "./extras.ts";
import type { PageLocation } from "./state/make-your-own.ts";
import type { KeyValueStorage } from "./state/your-kits.ts";

/** Where the page is; read after hydration only (the server has no address bar). */
export type { PageLocation };

/** The browser's side effects, as the page uses them. */
export type ClientDeps = {
  fetch: typeof fetch;
  now: () => number;
  /** Uniform in [0, 1), for Randomize. */
  random: () => number;
  /** The visitor's time zone (IANA, "Europe/Lisbon"): an event's times are in it unless they say otherwise. */
  timeZone: () => string;
  /** The extras module, loaded once. */
  loadExtras: () => Promise<Extras>;
  writeClipboard: (text: string) => Promise<void>;
  /** The system's share sheet (navigator.share), or null where the browser has none. */
  shareSheet: () => ((data: ShareData) => Promise<void>) | null;
  /** Saves a file made in the browser (the ZIP). */
  saveFile: (blob: Blob, fileName: string) => void;
  location: () => PageLocation;
  /** Changes the address bar without a navigation or a new history entry. */
  replaceUrl: (url: string) => void;
  /** Goes to another page (the form, from a share page whose kit its owner deleted). */
  goTo: (url: string) => void;
  /** localStorage, or null where the browser refuses it (disabled, sandboxed). */
  storage: () => KeyValueStorage | null;
};

/** A revoked object URL can no longer be downloaded; give the browser time to start the download. */
const REVOKE_DELAY_MS = 60_000;

/** The real browser dependencies. Creating them touches nothing; each is used only when called. */
export function createBrowserDeps(boot: Pick<BootData, "extrasUrl">): ClientDeps {
  let extras: Promise<Extras> | undefined;
  return {
    fetch: (input, init) => globalThis.fetch(input, init),
    now: () => Date.now(),
    random: () => Math.random(),
    timeZone: () => Intl.DateTimeFormat().resolvedOptions().timeZone,
    loadExtras() {
      extras ??= (import(boot.extrasUrl) as Promise<Extras>).catch((error) => {
        extras = undefined; // a failed load (offline for a moment) is tried again next time
        throw error;
      });
      return extras;
    },
    writeClipboard: (text) => navigator.clipboard.writeText(text),
    shareSheet: () =>
      typeof navigator.share === "function" ? (data: ShareData) => navigator.share(data) : null,
    saveFile(blob, fileName) {
      const url = URL.createObjectURL(blob);
      const link = document.createElement("a");
      link.href = url;
      link.download = fileName;
      link.hidden = true;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), REVOKE_DELAY_MS);
    },
    location: () => globalThis.location,
    replaceUrl: (url) => history.replaceState(history.state, "", url),
    goTo: (url) => globalThis.location.assign(url),
    storage() {
      try {
        return globalThis.localStorage ?? null;
      } catch {
        return null; // reading localStorage throws where storage is blocked
      }
    },
  };
}
