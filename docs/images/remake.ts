/**
 * Remakes the README's two pictures (`deno task docs-images`): docs/images/page.png, the page with a kit just
 * made, and docs/images/kit.png, that kit's poster, square and banner side by side.
 *
 * It starts the real server (server.ts, as `deno task start` does) with the offline provider on a free loopback
 * port and a scratch data folder, drives Debian's Chromium through playwright-core as the e2e tests do (headless,
 * a fresh profile), fills the form, makes a kit, takes the pictures and stops the server by its process id.
 * Each picture is a PNG of at most 300 KB: a larger one is scaled down until it fits.
 */
import { fileURLToPath } from "node:url";
import type { BrowserContext, Page } from "playwright-core";
import { type Browser, launchBrowser } from "../../tests/e2e/_browser.ts";

const SERVER = fileURLToPath(new URL("../../server.ts", import.meta.url));
const CONFIG = fileURLToPath(new URL("../../deno.json", import.meta.url));
const OUT = new URL("./", import.meta.url);
const MAX_BYTES = 300 * 1024;
const WIDTH = 1280;
const STARTUP_TIMEOUT_MS = 60_000;
const KIT_TIMEOUT_MS = 120_000;

/** The event the pictures show. */
const EVENT = {
  name: "Neon Nights",
  vibes: ["neon", "retro", "dance"],
  date: "2027-09-18",
  location: "Lisbon",
};

/** The result's graphics, by the start of their alt text ("Poster for Neon Nights: ..."). */
const GRAPHICS = ["Poster", "Square Tile", "Banner"];

type Server = { url: string; process: Deno.ChildProcess; exited: Promise<number> };

/** Starts server.ts (offline provider, production build) on a free loopback port; resolves once it listens. */
async function startServer(dataDir: string): Promise<Server> {
  const port = freeLoopbackPort();
  const process = new Deno.Command(Deno.execPath(), {
    args: ["run", "--quiet", "--config", CONFIG, "--allow-all", SERVER],
    env: {
      NODE_ENV: "production",
      BRANDKIT_PROVIDER: "offline",
      BRANDKIT_DATA_DIR: dataDir,
      PORT: String(port),
      NO_COLOR: "1",
    },
    stdin: "null",
    stdout: "piped",
    stderr: "inherit",
  }).spawn();
  const exited = process.status.then((status) => status.code);
  const listening = Promise.withResolvers<void>();
  // Reads every log line (the pipe must keep draining while the server runs); "listening" means ready.
  (async () => {
    let pending = "";
    for await (const chunk of process.stdout.pipeThrough(new TextDecoderStream())) {
      pending += chunk;
      const lines = pending.split("\n");
      pending = lines.pop()!;
      for (const line of lines) {
        if (!line.startsWith("{")) continue;
        const entry = JSON.parse(line);
        if (entry.event === "listening") listening.resolve();
        if (entry.level === "error") console.error("server:", line);
      }
    }
  })();
  const timer = setTimeout(
    () => listening.reject(new Error("the server did not start in time")),
    STARTUP_TIMEOUT_MS,
  );
  exited.then((code) => listening.reject(new Error(`the server exited with ${code} before listening`)));
  try {
    await listening.promise;
  } catch (error) {
    Deno.kill(process.pid, "SIGKILL");
    throw error;
  } finally {
    clearTimeout(timer);
  }
  return { url: `http://127.0.0.1:${port}`, process, exited };
}

/** A port free on loopback right now (the server takes it a moment later). */
function freeLoopbackPort(): number {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const { port } = listener.addr as Deno.NetAddr;
  listener.close();
  return port;
}

/** Stops the server by its process id: SIGTERM (it drains), then SIGKILL if it takes over 15 s. */
async function stopServer(server: Server): Promise<void> {
  Deno.kill(server.process.pid, "SIGTERM");
  const timer = setTimeout(() => {
    try {
      Deno.kill(server.process.pid, "SIGKILL");
    } catch {
      // already gone
    }
  }, 15_000);
  await server.exited;
  clearTimeout(timer);
}

/** Fills the form with EVENT, makes the kit and waits until its three graphics have loaded. */
async function makeKit(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.getByRole("button", { name: "Make My BrandKit" }).waitFor();
  // The page is server-rendered: wait for hydration before typing (a vibe chip appears only once it is live).
  const vibes = page.getByLabel("Vibe keywords");
  await page.getByLabel("Custom event name").fill(EVENT.name);
  for (const vibe of EVENT.vibes) {
    await vibes.fill(vibe);
    await vibes.press("Enter");
  }
  const chips = page.getByRole("list", { name: "Vibes" }).getByRole("listitem");
  await waitUntil(async () => (await chips.count()) === EVENT.vibes.length, "the vibe chips");
  await page.getByLabel("Event date").fill(EVENT.date);
  await page.getByLabel("Event location").fill(EVENT.location);
  await page.getByRole("button", { name: "Make My BrandKit" }).click();
  await page.getByRole("heading", { name: "Your Brand Kit is Ready!" }).waitFor({ timeout: KIT_TIMEOUT_MS });
  for (const graphic of GRAPHICS) {
    const image = page.getByRole("img", { name: new RegExp(`^${graphic} for `) }).first();
    await image.waitFor({ timeout: KIT_TIMEOUT_MS });
    await waitUntil(
      () => image.evaluate((element) => (element as HTMLImageElement).naturalWidth > 0),
      `the ${graphic.toLowerCase()} to load`,
    );
  }
}

async function waitUntil(check: () => Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The page from its top, 1280 wide: the form's header and the result with the kit's graphics. */
async function pagePicture(page: Page): Promise<Uint8Array> {
  await page.setViewportSize({ width: WIDTH, height: 1000 });
  const heading = page.getByRole("heading", { name: "Your Brand Kit is Ready!" });
  await heading.scrollIntoViewIfNeeded();
  await page.evaluate(() => document.activeElement instanceof HTMLElement && document.activeElement.blur());
  // The picture is taken without the 'Success!' toast: closed by its own button.
  const toast = page.getByRole("status").filter({ hasText: "Success!" });
  if (await toast.count()) await toast.getByRole("button").first().click().catch(() => {});
  await waitUntil(async () => (await toast.count()) === 0, "the toast to go", 5_000).catch(() => {});
  const top = await heading.evaluate((element) => element.getBoundingClientRect().top + globalThis.scrollY);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const clipTop = Math.max(0, top - 120);
  return await page.screenshot({
    type: "png",
    fullPage: true,
    clip: { x: 0, y: clipTop, width: WIDTH, height: Math.min(1500, height - clipTop) },
  });
}

/** The kit's poster, square and banner side by side on a light ground, as they came from the server. */
async function kitPicture(context: BrowserContext, page: Page): Promise<Uint8Array> {
  const sources = await Promise.all(
    GRAPHICS.map((graphic) =>
      page.getByRole("img", { name: new RegExp(`^${graphic} for `) }).first().evaluate((element) =>
        (element as HTMLImageElement).currentSrc || (element as HTMLImageElement).src
      )
    ),
  );
  const sheet = await context.newPage();
  await sheet.setViewportSize({ width: WIDTH, height: 800 });
  await sheet.goto(new URL("/api/health", sources[0]).href);
  await sheet.setContent(`<!doctype html>
    <style>
      body { margin: 0; background: #f4f1ee; }
      #kit { display: flex; gap: 24px; align-items: flex-end; padding: 32px; width: fit-content; }
      img { display: block; border-radius: 8px; box-shadow: 0 6px 24px rgb(0 0 0 / 0.18); }
    </style>
    <div id="kit">
      <img src="${sources[0]}" height="520" alt="">
      <img src="${sources[1]}" height="416" alt="">
      <img src="${sources[2]}" height="416" alt="">
    </div>`);
  await waitUntil(
    () =>
      sheet.evaluate(() => [...document.images].every((image) => image.complete && image.naturalWidth > 0)),
    "the kit sheet's images",
  );
  const bytes = await sheet.locator("#kit").screenshot({ type: "png" });
  await sheet.close();
  return bytes;
}

/** Scales a PNG down in the browser (canvas, PNG out) until it is at most MAX_BYTES. */
async function fitUnderLimit(context: BrowserContext, png: Uint8Array): Promise<Uint8Array> {
  if (png.byteLength <= MAX_BYTES) return png;
  const page = await context.newPage();
  try {
    let scale = 0.9;
    while (scale > 0.2) {
      const base64 = await page.evaluate(async ({ data, scale }) => {
        const image = new Image();
        image.src = `data:image/png;base64,${data}`;
        await image.decode();
        const canvas = document.createElement("canvas");
        canvas.width = Math.round(image.naturalWidth * scale);
        canvas.height = Math.round(image.naturalHeight * scale);
        const context = canvas.getContext("2d")!;
        context.imageSmoothingQuality = "high";
        context.drawImage(image, 0, 0, canvas.width, canvas.height);
        return canvas.toDataURL("image/png").split(",")[1];
      }, { data: toBase64(png), scale });
      const smaller = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      if (smaller.byteLength <= MAX_BYTES) return smaller;
      scale -= 0.1;
    }
    throw new Error("could not bring the picture under 300 KB");
  } finally {
    await page.close();
  }
}

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

async function main(): Promise<void> {
  const dataDir = await Deno.makeTempDir({ prefix: "brandkit-docs-data-" });
  let server: Server | undefined;
  let browser: Browser | undefined;
  try {
    server = await startServer(dataDir);
    browser = await launchBrowser({
      viewport: { width: WIDTH, height: 1000 },
      colorScheme: "light",
      reducedMotion: "reduce",
    });
    const { context } = browser;
    const page = context.pages()[0] ?? await context.newPage();
    await makeKit(page, server.url);
    const pictures = {
      "page.png": await fitUnderLimit(context, await pagePicture(page)),
      "kit.png": await fitUnderLimit(context, await kitPicture(context, page)),
    };
    for (const [name, bytes] of Object.entries(pictures)) {
      await Deno.writeFile(new URL(name, OUT), bytes);
      console.log(`docs/images/${name}: ${(bytes.byteLength / 1024).toFixed(0)} KB`);
    }
  } finally {
    await browser?.close();
    if (server) await stopServer(server);
    await Deno.remove(dataDir, { recursive: true }).catch(() => {});
  }
}

await main();
