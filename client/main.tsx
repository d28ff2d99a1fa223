/**
 * The form page's browser entry: hydrates the server-rendered `/` (the share page has its own, share-main.tsx). A hydration mismatch is reported on the console (the
 * end-to-end tests watch for it), never hidden.
 */
import { hydrateRoot } from "react-dom/client";
import { App } from "./App.tsx";
import { readBoot } from "./boot.ts";
import { createBrowserDeps } from "./deps.ts";
import { FormPage } from "./FormPage.tsx";
import "./styles/main.css";

const boot = readBoot(document);
const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element.");
hydrateRoot(
  root,
  <App boot={boot} deps={createBrowserDeps(boot)}>
    <FormPage />
  </App>,
  {
    onRecoverableError(error) {
      console.error("BrandKit hydration error:", error);
    },
  },
);
