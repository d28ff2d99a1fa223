/**
 * The kit page's view (`/k/{id}/kit`, for co-organisers; `/k/{id}` is the event page): the kept kit read-only,
 * as the server rendered it (SharedKitView). In the browser that holds the kit's owner token ("Your kits", issue
 * 19), it opens editable once hydrated (issue 26): the kit's latest revision in the result view, with name
 * switching, Share, Design and More formats, as on the form page after making it. Anyone else keeps the
 * read-only page. The owner's view loads only for its owner.
 */
import { lazy, Suspense, useEffect, useState } from "react";
import type { SharedKit } from "../brandkit/web.ts";
import { useServices } from "./app-context.ts";
import { RateLimitPanel } from "./components/RateLimitPanel.tsx";
import { SharedKitView } from "./components/SharedKitView.tsx";
import { ownerTokenOf } from "./state/owner-token.ts";

const ResultView = lazy(() =>
  import("./components/ResultView.tsx").then((module) => ({ default: module.ResultView }))
);

/** Where the owner's 'Create New' leads: the form page. */
const FORM_PAGE = "/";

export function SharePage({ shared }: { shared: SharedKit }) {
  const services = useServices();
  const [owned, setOwned] = useState(false);

  useEffect(() => {
    let live = true;
    (async () => {
      const token = await ownerTokenOf(shared.id, services);
      if (!token || !live) return;
      // The page may be an earlier revision (the owner edited it since): the owner edits the latest.
      const latest = await services.api.getKit(shared.id).catch(() => shared);
      if (!live) return;
      services.kit.open(latest, token);
      setOwned(true);
    })().catch(() => {}); // without the list's code, the page stays read-only
    return () => {
      live = false;
    };
  }, [shared, services]);

  const view = <SharedKitView shared={shared} />;
  if (!owned) return view;
  return (
    <>
      <RateLimitPanel reveal="when-nothing-is-focused" />
      <Suspense fallback={view}>
        <ResultView formHref={FORM_PAGE} />
      </Suspense>
    </>
  );
}
