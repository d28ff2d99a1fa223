/**
 * Helpers for driving the page in the browser tests: the app on loopback, a page that records console problems,
 * axe-core, screenshots and downloads.
 */
import { expect } from "vitest";
import type { Download, Locator, Page } from "playwright-core";
import { type AiProvider, type FitImage, type FormatService, readConfig } from "../../brandkit/mod.ts";
import { type AppDeps, createApp } from "../../routes/app.ts";
import { createDiskMediaStore } from "../../adapters/media-store-disk.ts";
import { openSqliteKitStore } from "../../adapters/kit-store-sqlite.ts";
import type { LogEntry } from "../../brandkit/log.ts";
import { testAdmission, testExactImage, testKeeper, testLimits } from "../support/test-app.ts";
import type { WebAssets } from "../../routes/web-assets.ts";
import { sharedWebAssets } from "../support/web-assets.ts";
import { createProvider } from "../../brandkit/providers/registry.ts";
import { loadRenderAssets } from "../../brandkit/render/mod.ts";
import { createRenderPool } from "../../brandkit/render-pool/mod.ts";
import { createMemoryFs } from "../support/memory-fs.ts";
import { lazyFormatService } from "../support/format-service.ts";
import type { Browser, Served } from "./_browser.ts";
import { serve } from "./_browser.ts";

export const ARTIFACTS = new URL("../artifacts/", import.meta.url);

/** Where a screenshot named `name` is saved (tests/artifacts/). */
export function artifactPath(name: string): string {
  return decodeURIComponent(new URL(`${name}.png`, ARTIFACTS).pathname);
}

/** How wide the page is laid out: wider than the viewport when something on it overflows. */
export function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

/** Console messages that are not the page's doing: the browser reporting an HTTP error status it was sent. */
const NETWORK_NOISE = /^Failed to load resource: the server responded with a status of (429|502)/;

export type AppOptions = {
  provider: AiProvider;
  assets: WebAssets;
  /** @default one that refuses: the fakes' graphics already have the exact size */
  fitImage?: FitImage;
  /** Makes the extra formats (the render pool). @default the designer in this thread (the previews of a result) */
  formats?: FormatService;
  /** Refuses text no font can draw, as server.ts wires it. @default no check */
  checkDrawable?: AppDeps["checkDrawable"];
  /** Told of every answer's body as the server sent it, by path (read from a copy; the page gets the stream). */
  onBody?: (path: string, body: Promise<string>) => void;
};

/** `fetch` that hands a copy of every answer's body to `onBody`, the original going on to the page. */
function tapped(
  fetch: (request: Request) => Response | Promise<Response>,
  onBody: NonNullable<AppOptions["onBody"]>,
) {
  return async (request: Request) => {
    const response = await fetch(request);
    if (!response.body) return response;
    const [toPage, toTest] = response.body.tee();
    onBody(new URL(request.url).pathname, new Response(toTest).text());
    return new Response(toPage, response);
  };
}

/** Serves the app on loopback, with its graphics in memory. */
export function startApp(options: AppOptions): Served {
  const config = readConfig({});
  const kitStore = openSqliteKitStore(":memory:");
  const media = createDiskMediaStore({
    fs: createMemoryFs(),
    dir: "media",
    maxBytes: 200 * 1024 * 1024,
    keptMedia: (ids) => kitStore.keptMedia(ids, Date.now()),
  });
  const log = (entry: LogEntry) => {
    if (entry.level === "error") console.error("server error in e2e:", entry);
  };
  const app = createApp({
    config,
    version: "e2e",
    provider: options.provider,
    media,
    keeper: testKeeper(media, { store: kitStore, log }),
    assets: options.assets,
    exactImage: testExactImage(
      options.fitImage ??
        (() => Promise.reject(new Error("the fake's graphics already have the exact size"))),
    ),
    admission: testAdmission(config),
    limits: testLimits(config),
    formats: options.formats ?? lazyFormatService,
    checkDrawable: options.checkDrawable,
    log,
  });
  return serve(options.onBody ? tapped(app.fetch, options.onBody) : app.fetch);
}

/**
 * The app as a visitor meets it: the offline provider drawing in a render pool of two, served on loopback.
 * `development` serves React's development build, which warns of a hydration mismatch. Closing it stops the pool.
 */
export async function startOfflineApp(options: { development?: boolean } = {}): Promise<Served> {
  const [assets, renderAssets] = await Promise.all([
    sharedWebAssets({ provider: "offline", bundle: { development: options.development ?? false } }),
    loadRenderAssets(Deno.readFile),
  ]);
  const pool = createRenderPool({ assets: renderAssets, size: 2 });
  const provider = createProvider(readConfig({}), { renderer: pool });
  const served = startApp({ provider, assets, fitImage: pool.fitImage, formats: pool });
  return {
    url: served.url,
    async close() {
      await served.close();
      pool.close();
    },
  };
}

/** A kit kept through the server's API (POST /api/kits) for `request`: its id, owner token and share link. */
export async function keepKit(
  server: Served,
  request: Record<string, unknown>,
): Promise<{ id: string; ownerToken: string; shareUrl: string }> {
  const response = await fetch(`${server.url}/api/kits`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(request),
  });
  expect(response.status).toBe(200);
  const kit = await response.json();
  return { id: kit.id as string, ownerToken: kit.ownerToken as string, shareUrl: kit.shareUrl as string };
}

export type WatchedPage = { page: Page; problems: string[] };

/** A new tab on `url`, hydrated, whose console errors and warnings (and page errors) are collected. */
export async function openPage(browser: Browser, url: string): Promise<WatchedPage> {
  const page = await browser.context.newPage();
  const problems: string[] = [];
  page.on("console", (message) => {
    if (["error", "warning"].includes(message.type()) && !NETWORK_NOISE.test(message.text())) {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  await page.goto(url);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return { page, problems };
}

let axeSource: string | undefined;

/** The axe-core violations of the page that are serious or critical, as "id: help (the nodes' selectors)". */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  axeSource ??= await Deno.readTextFile(new URL("../../node_modules/axe-core/axe.min.js", import.meta.url));
  // Evaluated over the DevTools protocol, so the page's Content-Security-Policy stays on.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (globalThis as unknown as {
      axe: {
        run: (
          context: Document,
        ) => Promise<{
          violations: Array<
            { id: string; impact: string; help: string; nodes: Array<{ target: unknown[] }> }
          >;
        }>;
      };
    }).axe;
    const results = await axe.run(document);
    return results.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      targets: nodes.map((node) => node.target.join(" ")),
    }));
  });
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.help} (${violation.targets.join(", ")})`);
}

/** Screenshots at `width` px, saved as tests/artifacts/<name>.png (the whole page) and <name>-top.png (the first
 * screen, at full resolution, to look at details). */
export async function screenshot(page: Page, name: string, width: number): Promise<void> {
  const height = page.viewportSize()?.height ?? 900;
  await page.setViewportSize({ width, height });
  await page.evaluate(() => Promise.all([...document.images].map((image) => image.decode().catch(() => {}))));
  const path = (suffix: string) => decodeURIComponent(new URL(`${name}${suffix}.png`, ARTIFACTS).pathname);
  await page.screenshot({ path: path(""), fullPage: true, animations: "disabled" });
  await page.screenshot({ path: path("-top"), animations: "disabled" });
}

/** Clicks `click` and waits for the download it starts; answers its file name and bytes. */
export async function downloadOf(
  page: Page,
  click: () => Promise<void>,
): Promise<{ name: string; bytes: Uint8Array }> {
  const [download]: [Download, void] = await Promise.all([page.waitForEvent("download"), click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: await Deno.readFile(path) };
}

/** How long a browser assertion keeps retrying (expect.poll). */
export const POLL = { timeout: 10_000, interval: 50 };

/** True when `locator` has the focus, for expect.poll. */
export function focusOf(locator: Locator): () => Promise<boolean> {
  return () => locator.evaluate((element) => element === document.activeElement);
}

/** The trimmed text of every element `locator` matches, for expect.poll. */
export function textsOf(locator: Locator): () => Promise<string[]> {
  return async () => (await locator.allTextContents()).map((text) => text.trim());
}

/** True when all of `locator`'s box is inside the viewport (to the pixel: layout has fractions), for expect.poll. */
export function inViewportOf(locator: Locator): () => Promise<boolean> {
  return () =>
    locator.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const slack = 1;
      return box.top >= -slack && box.left >= -slack && box.bottom <= innerHeight + slack &&
        box.right <= innerWidth + slack;
    });
}

/** The width and height of each element `locator` matches, in CSS pixels. */
export function boxesOf(locator: Locator): Promise<Array<{ width: number; height: number }>> {
  return locator.evaluateAll((elements) =>
    elements.map((element) => {
      const { width, height } = element.getBoundingClientRect();
      return { width, height };
    })
  );
}

/** "rgb(34, 20, 50)" (how computed styles give an opaque colour) as "#221432". */
export function rgbToHex(rgb: string): string {
  const channels = rgb.match(/\d+(\.\d+)?/g)?.slice(0, 3).map(Number) ?? [];
  if (channels.length !== 3) throw new Error(`'${rgb}' is not an rgb() colour`);
  return `#${channels.map((channel) => Math.round(channel).toString(16).padStart(2, "0")).join("")}`;
}
