/**
 * What every component of the page shares: the dependencies, the palette catalogue, and the stores (the kit,
 * the toasts and, loaded on first use, "Your kits"). Made once per page by App.
 */
import { createContext, useContext, useSyncExternalStore } from "react";
import { FORMAT_NAMES, type FormatName, type Palette } from "../brandkit/web.ts";
import { type ApiClient, createApiClient } from "./api/client.ts";
import type { BootData } from "./boot.ts";
import type { ClientDeps } from "./deps.ts";
import type { ToastMessage } from "./messages.ts";
import { FROM_PARAM } from "./state/kept-kits-keys.ts";
import { createKitPageStore, type KitPageStore, type KitState } from "./state/kit-page-store.ts";
import { createToastStore, type ToastItem, type ToastStore } from "./state/toast-store.ts";
import type { YourKitsStore } from "./state/your-kits.ts";
import { applyInBrowser, createInterfaceStore, type InterfaceStore } from "./i18n/interface-store.ts";

/** How long the server keeps a kit when the boot data does not say (BRANDKIT_KIT_TTL_DAYS's default). */
const DEFAULT_KIT_TTL_DAYS = 30;

/** The page's shared services. */
export type AppServices = {
  deps: ClientDeps;
  /** The interface's language and words; the language menu switches it in place. */
  interface: InterfaceStore;
  palettes: readonly Palette[];
  provider: string;
  /** How many days the server keeps a kit (BRANDKIT_KIT_TTL_DAYS). */
  kitTtlDays: number;
  /** The extra formats this server's kits come in (all but those its AI cannot give). */
  formats: readonly FormatName[];
  api: ApiClient;
  kit: KitPageStore;
  toasts: ToastStore;
  /** "Your kits", loaded on first use: most first visits never need its code. */
  yourKits: () => Promise<YourKitsStore>;
  /** 'Make your own': fills the form in from `?from={id}`, once per page (its code loads only then). */
  startFromLink: () => Promise<void>;
};

/** The services of one page. */
export function createServices(boot: BootData, deps: ClientDeps): AppServices {
  const kitTtlDays = (boot as { kitTtlDays?: number }).kitTtlDays ?? DEFAULT_KIT_TTL_DAYS;
  const toasts = createToastStore();
  const interfaceStore = createInterfaceStore(boot.interface, { fetch: deps.fetch, apply: applyInBrowser });
  const notify = (message: ToastMessage) => {
    toasts.show(message);
  };
  const api = createApiClient(deps);

  let yourKitsStore: Promise<YourKitsStore> | undefined;
  const yourKits = () =>
    yourKitsStore ??= deps.loadExtras().then(({ createYourKitsStore }) =>
      createYourKitsStore({
        storage: deps.storage,
        api,
        notify,
        now: deps.now,
        kitTtlDays,
      })
    ).catch((error) => {
      yourKitsStore = undefined; // a failed load (offline for a moment) is tried again next time
      throw error;
    });

  const kit = createKitPageStore({
    api,
    now: deps.now,
    notify,
    // "Your kits" is a convenience: a kit is made and shown even when it cannot be listed.
    yourKits: {
      add: (entry) => yourKits().then((store) => store.add(entry)).catch(() => {}),
      rename: (id, name) => yourKits().then((store) => store.rename(id, name)).catch(() => {}),
      keptUntil: (id, expiresAt) =>
        yourKits().then((store) => store.keptUntil(id, expiresAt)).catch(() => {}),
    },
  });

  let started: Promise<void> | undefined;
  const startFromLink = () =>
    started ??= (async () => {
      if (!new URLSearchParams(deps.location().search).has(FROM_PARAM)) return;
      const { startFromSharedKit } = await deps.loadExtras();
      await startFromSharedKit({
        location: deps.location,
        replaceUrl: deps.replaceUrl,
        api,
        palettes: boot.palettes,
        fillForm: (values) => kit.setDraft(values),
        notify,
      });
    })().catch(() => {}); // the extras did not load: the form stays empty, as without ?from=

  return {
    deps,
    interface: interfaceStore,
    palettes: boot.palettes,
    provider: boot.provider,
    kitTtlDays,
    formats: FORMAT_NAMES.filter((format) => !boot.unavailableFormats?.includes(format)),
    api,
    kit,
    toasts,
    yourKits,
    startFromLink,
  };
}

/** Carries the services down the tree. */
export const ServicesContext = createContext<AppServices | null>(null);

/** The page's services; only inside App. */
export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error("useServices() is used outside <App>.");
  return services;
}

/** The kit state, re-rendering on change (the server renders the initial state). */
export function useKitState(): KitState {
  const { kit } = useServices();
  return useSyncExternalStore(kit.subscribe, kit.getState, kit.getState);
}

/** The open toasts. */
export function useToastItems(): readonly ToastItem[] {
  const { toasts } = useServices();
  return useSyncExternalStore(toasts.subscribe, toasts.getState, toasts.getState);
}
