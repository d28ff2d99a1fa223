/**
 * Registers the door's service worker (issue 39) for this kit's door page alone (its scope is the page's path),
 * once the page has loaded, so it never competes with the page's own first requests. A browser without service
 * workers (or one that refuses: a private window) has a door that needs the network to open, and works otherwise.
 */
import type { DoorPageData } from "./door-data.ts";

export function registerDoorWorker(door: Pick<DoorPageData, "worker" | "path">): void {
  if (!("serviceWorker" in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(door.worker, { scope: door.path }).catch(() => {});
  };
  if (document.readyState === "complete") register();
  else globalThis.addEventListener("load", register, { once: true });
}
