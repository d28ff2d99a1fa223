/**
 * The event page's browser entry (`/k/{id}`, issue 28): hydrates the server-rendered event (it comes in the boot
 * data) in its own frame. The stylesheet is the form page's (main.tsx bundles it); this entry ships neither the
 * form nor the kit's view.
 */
import { hydrateRoot } from "react-dom/client";
import { App } from "./App.tsx";
import { readBoot } from "./boot.ts";
import { createBrowserDeps } from "./deps.ts";
import { EventPage } from "./event/EventPage.tsx";

const boot = readBoot(document);
const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element.");
if (!boot.event) throw new Error("The event page's boot data has no event.");
hydrateRoot(
  root,
  <App boot={boot} deps={createBrowserDeps(boot)} frame="none">
    <EventPage data={boot.event} />
  </App>,
  {
    onRecoverableError(error) {
      console.error("BrandKit hydration error:", error);
    },
  },
);
