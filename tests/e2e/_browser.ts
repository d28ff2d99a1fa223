/**
 * The browser side of the end-to-end tests: Debian's Chromium through playwright-core, headless, with a fresh
 * profile; and the app served on loopback (an ephemeral port) in this process.
 */
import { type BrowserContext, chromium } from "playwright-core";
import { CHROMIUM_PATH } from "../support/system-tools.ts";

const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export type Browser = { context: BrowserContext; close(): Promise<void> };

/** What may differ between browsers: the visitor's time zone and language, JavaScript off, the window, the look. */
export type BrowserOptions = Pick<
  NonNullable<Parameters<typeof chromium.launchPersistentContext>[1]>,
  "timezoneId" | "locale" | "javaScriptEnabled" | "viewport" | "colorScheme" | "reducedMotion"
>;

/** Starts Chromium with a fresh profile; fails with a clear message when it is not installed. */
export async function launchBrowser(options: BrowserOptions = {}): Promise<Browser> {
  try {
    await Deno.stat(CHROMIUM_PATH);
  } catch {
    throw new Error(
      `Chromium is not installed at ${CHROMIUM_PATH}; the browser tests need it: apt-get install -y chromium`,
    );
  }
  const profile = await Deno.makeTempDir({ prefix: "brandkit-e2e-" });
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
    ...options,
  });
  return {
    context,
    async close() {
      await context.close();
      await Deno.remove(profile, { recursive: true });
    },
  };
}

export type Served = { url: string; close(): Promise<void> };

/** Serves `fetch` on 127.0.0.1 at a free port, passing the peer address as server.ts does. */
export function serve(fetch: (request: Request, env: unknown) => Response | Promise<Response>): Served {
  const server = Deno.serve(
    { hostname: "127.0.0.1", port: 0, onListen() {} },
    (request, info) => fetch(request, { remoteAddr: info.remoteAddr }),
  );
  return {
    url: `http://127.0.0.1:${server.addr.port}`,
    close: () => server.shutdown(),
  };
}
