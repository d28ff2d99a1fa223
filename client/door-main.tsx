/**
 * The door page's browser entry (`/k/{id}/door`, issue 39): hydrates the server-rendered shell (the event's name and
 * day come in the boot data) in its own frame, then registers the door's service worker, which keeps the page and
 * its scripts so a reload with no network still opens it (docs/web-app.md). The stylesheet is the form page's
 * (main.tsx bundles it); this entry ships neither the form nor the kit's or the event's views.
 */
import { hydrateRoot } from "react-dom/client";
import { App } from "./App.tsx";
import { readBoot } from "./boot.ts";
import { createBrowserDeps } from "./deps.ts";
import { isDoorBoot } from "./door/door-data.ts";
import { DoorPage } from "./door/DoorPage.tsx";
import { registerDoorWorker } from "./door/door-worker.ts";

const boot = readBoot(document);
const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element.");
if (!isDoorBoot(boot)) throw new Error("The door page's boot data has no door.");
hydrateRoot(
  root,
  <App boot={boot} deps={createBrowserDeps(boot)} frame="none">
    <DoorPage data={boot.door} />
  </App>,
  {
    onRecoverableError(error) {
      console.error("BrandKit hydration error:", error);
    },
  },
);
registerDoorWorker(boot.door);
