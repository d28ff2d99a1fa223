/**
 * What every component of the page shares: the dependencies, the palette catalogue, and the two stores
 * (the kit and the toasts). Made once per page by App.
 */
import { createContext, useContext, useSyncExternalStore } from "react";
import type { Palette } from "../brandkit/mod.ts";
import { type ApiClient, createApiClient } from "./api/client.ts";
import type { BootData } from "./boot.ts";
import type { ClientDeps } from "./deps.ts";
import { createKitStore, type KitState, type KitStore } from "./state/kit-store.ts";
import { createToastStore, type ToastItem, type ToastStore } from "./state/toast-store.ts";

/** The page's shared services. */
export type AppServices = {
  deps: ClientDeps;
  palettes: readonly Palette[];
  provider: string;
  api: ApiClient;
  kit: KitStore;
  toasts: ToastStore;
};

/** The services of one page. */
export function createServices(boot: BootData, deps: ClientDeps): AppServices {
  const toasts = createToastStore();
  const api = createApiClient(deps);
  const kit = createKitStore({ api, now: deps.now, notify: (message) => toasts.show(message) });
  return { deps, palettes: boot.palettes, provider: boot.provider, api, kit, toasts };
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
