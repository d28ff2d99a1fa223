/**
 * Every page: its services, header, footer and toast area around its view. The server renders it with the same
 * props and view the browser hydrates it with.
 */
import { type ComponentType, type ReactNode, useEffect, useState } from "react";
import { createServices, ServicesContext } from "./app-context.ts";
import type { BootData } from "./boot.ts";
import { PageFrame } from "./components/PageFrame.tsx";
import type { ClientDeps } from "./deps.ts";

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
  const [ToastArea, setToastArea] = useState<ComponentType | null>(null);
  useEffect(() => {
    let mounted = true;
    import("./components/Toaster.tsx")
      .then(({ Toaster }) => mounted && setToastArea(() => Toaster))
      .catch(() => {}); // The page works without toasts; they wait in the store.
    return () => {
      mounted = false;
    };
  }, []);
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
    <ServicesContext.Provider value={services}>
      {frame === "site" ? <PageFrame>{children}</PageFrame> : children}
      {ToastArea && <ToastArea />}
    </ServicesContext.Provider>
  );
}
