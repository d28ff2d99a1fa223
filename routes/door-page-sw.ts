/**
 * The door page's service worker (issue 39), a small script written here and served at DOOR_WORKER_PATH: it keeps
 * the door page of each kit it is registered for (its scope, `/k/{id}/door`) and every script and the stylesheet
 * the page may load, so a reload with no network still opens the door; the guest list then comes from the phone.
 *
 * - The page: from the network when it answers within NETWORK_WAIT_MS (kept for next time), else as kept.
 * - The bundle (`/static/`, named by content): as kept, else from the network and kept.
 * - Anything else, the API above all, goes to the network untouched: check-ins are never answered from a cache.
 *
 * A new bundle makes a new script (its file list and version change), which the browser installs at the next
 * visit online; the old version's files are then dropped.
 */
import type { ClientBundle } from "../adapters/bundle.ts";

/** Where the script is served. */
export const DOOR_WORKER_PATH = "/door-sw.js";

/** How long a door page may take from the network before the kept one is shown. */
export const NETWORK_WAIT_MS = 4_000;

/**
 * The files the worker keeps at install: the door's scripts (at start and later), the extras (its schemas) and
 * the stylesheet.
 */
export function doorPrecache(
  bundle: Pick<ClientBundle<unknown>, "entries" | "stylesheet" | "extrasScript">,
): string[] {
  const door = bundle.entries.door;
  return [
    ...new Set([bundle.stylesheet, ...door.initialScripts, ...door.lazyScripts ?? [], bundle.extrasScript]),
  ];
}

/** A short hash of `text` (FNV-1a, 32 bits), naming a version of the kept files. */
function versionOf(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** The worker's script for `bundle`. */
export function doorServiceWorkerScript(
  bundle: Pick<ClientBundle<unknown>, "entries" | "stylesheet" | "extrasScript">,
): string {
  const files = doorPrecache(bundle);
  const version = versionOf(files.join("\n"));
  return `// BrandKit's door page works offline (issue 39). Kept: the door pages, the bundle. Never: the API.
"use strict";
const FILES = ${JSON.stringify(files)};
const STATIC_CACHE = "brandkit-door-static-${version}";
const PAGE_CACHE = "brandkit-door-pages-v1";
const NETWORK_WAIT_MS = ${NETWORK_WAIT_MS};
const DOOR_PATH = /^\\/k\\/[A-Za-z0-9_-]+\\/door$/;

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    await (await caches.open(STATIC_CACHE)).addAll(FILES);
    const page = new URL(self.registration.scope).pathname;
    if (DOOR_PATH.test(page)) {
      try {
        const response = await fetch(page, { cache: "no-cache" });
        if (response.ok) await (await caches.open(PAGE_CACHE)).put(page, response);
      } catch {
        // no page kept yet: it is kept at the next visit
      }
    }
    await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith("brandkit-door-static-") && name !== STATIC_CACHE) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate" && DOOR_PATH.test(url.pathname)) {
    event.respondWith(doorPage(request, url.pathname));
  } else if (url.pathname.startsWith("/static/")) {
    event.respondWith(bundleFile(request));
  }
});

/** The page from the network, kept; the kept one when the network fails or is slow. */
async function doorPage(request, path) {
  const pages = await caches.open(PAGE_CACHE);
  const fromNetwork = fetch(request).then(async (response) => {
    if (response.ok) await pages.put(path, response.clone());
    return response;
  });
  const slow = new Promise((resolve) => setTimeout(resolve, NETWORK_WAIT_MS, null));
  try {
    const first = await Promise.race([fromNetwork, slow]);
    if (first) return first;
  } catch {
    // no network: the kept page
  }
  const kept = await pages.match(path, { ignoreSearch: true, ignoreVary: true });
  if (kept) {
    fromNetwork.catch(() => {});
    return kept;
  }
  return await fromNetwork;
}

/** A file of the bundle: named by its content, so a kept one is never stale. */
async function bundleFile(request) {
  const kept = await caches.match(request, { ignoreVary: true });
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) {
    const copy = response.clone();
    caches.open(STATIC_CACHE).then((cache) => cache.put(request, copy)).catch(() => {});
  }
  return response;
}
`;
}
