/**
 * Builds the web app for in-process route tests: the fake provider, an in-memory media store, a fake clock and
 * the real bundle and page (built once and shared: building takes a second or two).
 */
import {
  type AiProvider,
  type Config,
  createExactImage,
  createImageBytes,
  type FitImage,
  type OutboundPolicy,
  readConfig,
  type ToExactPng,
} from "../../brandkit/mod.ts";
import { type Admission, admissionLimitsOf, createAdmission } from "../../routes/admission.ts";
import { createFakeProvider, type FakeProvider } from "./fake-provider.ts";
import { type AppDeps, createApp } from "../../routes/app.ts";
import type { LogEntry } from "../../brandkit/log.ts";
import { type ClientLimits, clientLimitsOf } from "../../adapters/client-limits.ts";
import { createDiskMediaStore } from "../../adapters/media-store-disk.ts";
import { openSqliteKitStore } from "../../adapters/kit-store-sqlite.ts";
import { createKitKeeper, type KitKeeper } from "../../brandkit/kept/kit-keeper.ts";
import type { KitStore } from "../../brandkit/kept/kept-kits.ts";
import type { MediaStore } from "../../brandkit/kept/media.ts";
import type { WebAssets } from "../../routes/web-assets.ts";
import { createMemoryFs, type MemoryFs } from "./memory-fs.ts";
import { lazyFormatService } from "./format-service.ts";
import { sharedWebAssets } from "./web-assets.ts";

/** The exact-image step as the kit pipeline builds it, over a test's fitting, fetch and policy. */
export function testExactImage(
  fitImage: FitImage,
  options: { fetch?: typeof fetch; policy?: OutboundPolicy } = {},
): ToExactPng {
  return createExactImage({
    fitImage,
    imageBytes: createImageBytes({ fetch: options.fetch ?? globalThis.fetch, policy: options.policy }),
  });
}

/** Admission as the server sizes it for one render worker. */
export function testAdmission(config: Config, now?: () => number): Admission {
  return createAdmission({ ...admissionLimitsOf(config, 1), now });
}

/** The app's limits as a server without Redis has them, over a test's clock. */
export function testLimits(config: Config, now?: () => number): ClientLimits {
  return clientLimitsOf({ config, now });
}

/** A kit keeper over a fresh SQLite database in memory and `media`. */
export function testKeeper(
  media: MediaStore,
  options: { store?: KitStore; now?: () => number; log?: (entry: LogEntry) => void } = {},
): KitKeeper {
  return createKitKeeper({
    store: options.store ?? openSqliteKitStore(":memory:"),
    media,
    ttlDays: 30,
    now: options.now ?? Date.now,
    log: options.log ?? (() => {}),
  });
}

/** The bundle and page for the fake provider, built on first use and shared (web-assets.ts). */
export function sharedAssets(): Promise<WebAssets> {
  return sharedWebAssets({ provider: "fake" });
}

export type TestApp = {
  app: ReturnType<typeof createApp>;
  provider: FakeProvider;
  fs: MemoryFs;
  clock: { now: number };
  /** Every structured log line the app wrote. */
  logs: LogEntry[];
  /** The failures it logged (event "failure"): what only the log may know. */
  errors: LogEntry[];
  fitCalls: Array<{ width: number; height: number }>;
  media: MediaStore;
  kitStore: KitStore;
  keeper: KitKeeper;
};

export type TestAppOptions =
  & Partial<
    Pick<
      AppDeps,
      | "clientKey"
      | "admission"
      | "formats"
      | "checkDrawable"
      | "keeper"
      | "mail"
      | "afterUpdate"
      | "afterEventChange"
    >
  >
  & {
    /** Downloads graphics providers give as URLs. @default globalThis.fetch */
    fetch?: typeof fetch;
    /** Where those downloads may go. @default any http(s) URL */
    outboundPolicy?: OutboundPolicy;
    env?: Record<string, string>;
    provider?: FakeProvider;
    /** A real provider to serve with instead of the fake (OpenAI's over the fake API). @default `provider` */
    aiProvider?: AiProvider;
    /** Where kits are kept. @default an SQLite database in memory */
    kitStore?: KitStore;
    /** Limits to use instead of the in-process ones (testLimits). */
    limits?: Partial<ClientLimits>;
  };

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const clock = { now: Date.UTC(2026, 0, 1) };
  const now = () => clock.now;
  const fs = createMemoryFs(now);
  const provider = options.provider ?? createFakeProvider();
  const logs: LogEntry[] = [];
  const errors: LogEntry[] = [];
  const fitCalls: Array<{ width: number; height: number }> = [];
  const config = readConfig(options.env ?? {});
  const kitStore = options.kitStore ?? openSqliteKitStore(":memory:");
  const media = createDiskMediaStore({
    fs,
    dir: "data/media",
    maxBytes: 50 * 1024 * 1024,
    now,
    keptMedia: (ids) => kitStore.keptMedia(ids, now()),
  });
  const log = (entry: LogEntry) => {
    logs.push(entry);
    if (entry.event === "failure") errors.push(entry);
  };
  const keeper = options.keeper ??
    createKitKeeper({ store: kitStore, media, ttlDays: config.BRANDKIT_KIT_TTL_DAYS, now, log });
  const app = createApp({
    config,
    version: "1.2.3",
    provider: options.aiProvider ?? provider,
    media,
    keeper,
    assets: await sharedAssets(),
    // The fake provider's 1x1 PNG stands in for any fitted graphic: what matters here is that fitting happens.
    exactImage: testExactImage((bytes, _mimeType, width, height) => {
      fitCalls.push({ width, height });
      return Promise.resolve(bytes);
    }, { fetch: options.fetch, policy: options.outboundPolicy }),
    formats: options.formats ?? lazyFormatService,
    admission: options.admission ?? testAdmission(config, now),
    limits: { ...testLimits(config, now), ...options.limits },
    now,
    log,
    clientKey: options.clientKey,
    checkDrawable: options.checkDrawable,
    ...options.mail ? { mail: options.mail } : {},
    // With mail, an update and an edit that moves the event are mailed to the guests, as the server wires them.
    afterUpdate: options.afterUpdate ??
      (options.mail ? async (kit, update) => void await options.mail!.update(kit, update) : undefined),
    afterEventChange: options.afterEventChange ??
      (options.mail ? async (kit) => void await options.mail!.changed(kit) : undefined),
  });
  return {
    app,
    provider,
    fs,
    clock,
    logs,
    errors,
    fitCalls,
    media,
    kitStore,
    keeper,
  };
}

/** An owner's edit of a kept kit (PATCH /api/kits/{id}): the body, the owner token, the revision it is made on. */
export function ownerEdit(body: unknown, token: string, revision = 0): RequestInit {
  return {
    method: "PATCH",
    headers: {
      "Content-Type": "application/json",
      Authorization: `Bearer ${token}`,
      "If-Match": `"${revision}"`,
    },
    body: JSON.stringify(body),
  };
}

/** A JSON POST. */
export function postJson(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  };
}

/** The lines of an NDJSON response, parsed. */
export async function ndjsonLines(response: Response): Promise<unknown[]> {
  const text = await response.text();
  return text.split("\n").filter((line) => line.trim()).map((line) => JSON.parse(line));
}
