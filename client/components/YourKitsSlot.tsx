/**
 * Where "Your kits" goes under the form. The list, its store and its deletion load after hydration, and only
 * when this browser has kept a kit (or cannot tell): the first-load script stays small, and the server's markup
 * (no list, as the server has no storage) matches the first render in the browser.
 */
import { lazy, Suspense, useEffect, useState } from "react";
import { useServices } from "../app-context.ts";
import { mayHaveKits } from "../state/kept-kits-keys.ts";
import type { YourKitsStore } from "../state/your-kits.ts";

const YourKits = lazy(() => import("./YourKits.tsx").then((module) => ({ default: module.YourKits })));

export function YourKitsSlot() {
  const { deps, yourKits } = useServices();
  const [store, setStore] = useState<YourKitsStore | null>(null);

  useEffect(() => {
    if (!mayHaveKits(deps.storage)) return;
    let shown = true;
    yourKits()
      .then((loaded) => {
        loaded.load();
        if (shown) setStore(loaded);
      })
      .catch(() => {}); // the list is a convenience; the form works without it
    return () => {
      shown = false;
    };
  }, [deps, yourKits]);

  if (!store) return null;
  return (
    <Suspense fallback={null}>
      <YourKits store={store} />
    </Suspense>
  );
}
