/**
 * The share page's browser entry: hydrates a server-rendered `/k/{id}` (the kit comes in the boot data), which
 * opens editable for the kit's owner (SharePage). The stylesheet is the form page's (main.tsx bundles it); this
 * entry ships the share view and not the form.
 */
import { hydrateRoot } from "react-dom/client";
import { App } from "./App.tsx";
import { readBoot } from "./boot.ts";
import { createBrowserDeps } from "./deps.ts";
import { SharePage } from "./SharePage.tsx";

const boot = readBoot(document);
const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element.");
if (!boot.shared) throw new Error("The share page's boot data has no kit.");
hydrateRoot(
  root,
  <App boot={boot} deps={createBrowserDeps(boot)}>
    <SharePage shared={boot.shared} />
  </App>,
  {
    onRecoverableError(error) {
      console.error("BrandKit hydration error:", error);
    },
  },
);
