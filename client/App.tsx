/**
 * Every page: its services, header and footer around its view, and the toast area beside it (loaded after
 * hydration). The server renders it with the same props and view the browser hydrates it with.
 */
import { type ComponentType, type ReactNode, useEffect, useState } from "react";
import { createServices, ServicesContext } from "./app-context.ts";
import type { BootData } from "./boot.ts";
import { PageFrame } from "./components/PageFrame.tsx";
import type { ClientDeps } from "./deps.ts";
import type { ToastStore } from "./state/toast-store.ts";
import { InterfaceContext } from "./i18n/use-words.ts";

/**
 * The page's services and frame around `children`, the view: the form page (FormPage, client/main.tsx), a kit
 * page (SharedKitView, client/share-main.tsx) or an event page (client/event-main.tsx). Each has its own entry, so
 * no page ships another's view. An event page is in its kit's brand, not BrandKit's: it brings its own frame.
 */
export type AppProps = {
  boot: BootData;
  deps: ClientDeps;
  children: ReactNode;
  /** BrandKit's header and footer around the view, or none (the view is the whole page). @default "site" */
  frame?: "site" | "none";
};

/** Loads the extras once the page is interactive, so they are ready when the visitor acts. */
const EXTRAS_PREFETCH_DELAY_MS = 200;

export function App({ boot, deps, children, frame = "site" }: AppProps) {
  const [services] = useState(() => createServices(boot, deps));
  const ToastArea = useToastArea(services.toasts);
  useEffect(() => {
    // Marks the page interactive (for styles that need the script, and for the browser tests to wait on).
    document.documentElement.dataset.hydrated = "true";
    const timer = setTimeout(() => deps.loadExtras().catch(() => {}), EXTRAS_PREFETCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      services.kit.dispose();
    };
  }, [services, deps]);
  return (
    <InterfaceContext.Provider value={services.interface}>
      <ServicesContext.Provider value={services}>
        {frame === "site" ? <PageFrame>{children}</PageFrame> : children}
        {ToastArea && <ToastArea />}
      </ServicesContext.Provider>
    </InterfaceContext.Provider>
  );
}

/**
 * The toast area (Radix), loaded after hydration so the page's first script stays small. A toast raised before it
 * is there waits in the store. A load that fails (offline for a moment) is tried again when the next toast comes
 * or the browser is back online.
 */
function useToastArea(toasts: ToastStore): ComponentType | null {
  const [area, setArea] = useState<ComponentType | null>(null);
  useEffect(() => {
    let mounted = true;
    let loading = false;
    const load = () => {
      if (loading) return;
      loading = true;
      import("./components/Toaster.tsx")
        .then(({ Toaster }) => {
          stopRetrying();
          if (mounted) setArea(() => Toaster);
        })
        .catch(() => {
          loading = false;
        });
    };
    const unsubscribe = toasts.subscribe(load);
    const stopRetrying = () => {
      unsubscribe();
      globalThis.removeEventListener("online", load);
    };
    globalThis.addEventListener("online", load);
    load();
    return () => {
      mounted = false;
      stopRetrying();
    };
  }, [toasts]);
  return area;
}
