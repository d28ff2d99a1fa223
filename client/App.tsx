/**
 * The page: header, the create form or the result (with the rate-limit panel atop it) or, on a share page, the
 * shared kit; footer and the toast area. The server renders it with the same props the browser hydrates it with.
 */
import { useEffect, useRef, useState } from "react";
import { createServices, ServicesContext, useKitState } from "./app-context.ts";
import type { BootData } from "./boot.ts";
import { CreateForm } from "./components/CreateForm.tsx";
import { PageFrame } from "./components/PageFrame.tsx";
import { RateLimitPanel } from "./components/RateLimitPanel.tsx";
import { ResultView } from "./components/ResultView.tsx";
import { SharedKitView } from "./components/SharedKitView.tsx";
import { Toaster } from "./components/Toaster.tsx";
import type { ClientDeps } from "./deps.ts";

export type AppProps = { boot: BootData; deps: ClientDeps };

/** Loads the extras once the page is interactive, so they are ready when the visitor acts. */
const EXTRAS_PREFETCH_DELAY_MS = 200;

function PageBody() {
  const state = useKitState();
  // Focus follows the view only after the visitor has moved between views, never on the first render.
  const hasSwitched = useRef(false);
  const showResult = state.result !== null;
  const previous = useRef(showResult);
  if (previous.current !== showResult) {
    hasSwitched.current = true;
    previous.current = showResult;
  }
  return (
    <>
      {/* On the form the panel sits beside the submit button, where the visitor is. */}
      {showResult && <RateLimitPanel reveal="when-nothing-is-focused" />}
      {showResult ? <ResultView /> : <CreateForm focusOnMount={hasSwitched.current} />}
    </>
  );
}

export function App({ boot, deps }: AppProps) {
  const [services] = useState(() => createServices(boot, deps));
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
      <Toaster>
        <PageFrame>
          {boot.shared ? <SharedKitView shared={boot.shared} /> : <PageBody />}
        </PageFrame>
      </Toaster>
    </ServicesContext.Provider>
  );
}
