/**
 * The one composition of the kit pipeline, for the server and the CLI alike: the environment and the adapters
 * in; configuration -> render pool -> outbound policy -> provider -> exact-image step -> stores (media, kept
 * kits: SQLite under the data folder, or Postgres with DATABASE_URL) -> the kit keeper out, and the limits on
 * either side of it: the web app's per-client limits, and the gate a batch's provider calls pass (the CLI's).
 * Nothing else builds a pool, a policy, a provider or a limiter, and each is handed out as a value: a provider
 * comes with its own exact-image step, so no part depends on which was made last. The render pool (and the
 * fonts it loads) starts on first use, so a CLI command that renders nothing stays instant, and the server
 * starts it at once by asking for it.
 */
import {
  type AiProvider,
  type Config,
  createDrawableCheck,
  createExactImage,
  createImageBytes,
  createKitKeeper,
  createOutboundPolicy,
  type DrawableCheck,
  type FitImage,
  type KitKeeper,
  type KitStore,
  type Log,
  type MediaStore,
  type ProviderName,
  readConfig,
  type ReadFile,
  type ResolveHost,
  type ToExactPng,
} from "../brandkit/mod.ts";
import {
  createGuestMail,
  createMailWorker,
  createPromotions,
  createReminders,
  type GuestMail,
  type KeptKitRecord,
  type MailStore,
  type MailTransport,
  type MailWorker,
  redactSecrets,
  smtpUrlSecrets,
} from "../brandkit/mod.ts";
import type { KitUpdate } from "../brandkit/web.ts";
import { createProvider, providerHosts, type RequestWindow } from "../brandkit/providers/registry.ts";
import { fontLibraryOf, loadRenderAssets, type RenderAssets } from "../brandkit/render/mod.ts";
import { createRenderPool, type RenderPool } from "../brandkit/render-pool/mod.ts";
import type { ClientLimits } from "./client-limits.ts";
import {
  createRateLimitGate,
  type RateLimitGateHandle,
  type RateLimitGateOptions,
} from "./rate-limit-gate.ts";
import { denoFileSystem } from "./deno-fs.ts";
import { systemResolveHost } from "./dns.ts";
import { createDiskMediaStore, mediaDirOf, megabytesToBytes } from "./media-store-disk.ts";
import { mediaFileSystemOf } from "./media-store-disk-fs.ts";
import type { Redis } from "ioredis";
import type { S3Client } from "@aws-sdk/client-s3";

/** What the pipeline is built from. */
export type KitPipelineOptions = {
  /** The process's environment; the configuration is read from it (readConfig), again for another provider. */
  env: Readonly<Record<string, string | undefined>>;
  /** Reads the designer's fonts and decoders. */
  readFile: ReadFile;
  /** @default the system's DNS */
  resolveHost?: ResolveHost;
  /** For the providers that call out and for downloading their graphics. @default globalThis.fetch */
  fetch?: typeof fetch;
  /** Where a replaced render worker, and Redis going away and coming back, are reported. @default nowhere */
  log?: Log;
};

/** What a caller may ask of the provider it makes. */
export type ProviderChoice = {
  /** Another provider than the configured one (the CLI's --provider). */
  name?: ProviderName;
  /** Told of the AI service's request window (batches pace themselves by it). */
  onRequestWindow?: (window: RequestWindow) => void;
};

/** Where a batch's rate-limit gate is kept: in this process, or shared by a queue's workers in its Redis. */
export type RateLimitGateChoice = RateLimitGateOptions & {
  /** The queue's Redis URL: every worker on it holds at one gate there. @default none: this process's gate */
  sharedAt?: string;
};

/**
 * A provider, and the exact-image step of its kits: its graphics (and the art its overlay sets type on) are
 * downloaded from where its own outbound policy allows, whichever other provider the process makes.
 */
export type ChosenProvider = {
  provider: AiProvider;
  /** Every graphic downloaded once and made PNG of its exact size. */
  exactImage: ToExactPng;
};

/** Mail (issue 38), when BRANDKIT_SMTP_URL is set: the outbox, the transport, the worker and the guests' mail. */
export type MailParts = {
  store: MailStore;
  transport: MailTransport;
  /** Started by the server (start()), stopped by close(). */
  worker: MailWorker;
  guestMail: GuestMail;
  /** The owner's update mailed to the going and maybe guests (the app's afterUpdate). */
  afterUpdate: (kit: KeptKitRecord, update: Pick<KitUpdate, "id" | "text">) => Promise<void>;
  /** The event moved: mailed with its new calendar to the going and maybe guests (the app's afterEventChange). */
  afterEventChange: (kit: KeptKitRecord) => Promise<void>;
};

/** What the mail parts may be given instead of their defaults (tests). */
export type MailChoice = {
  /** @default SMTP at BRANDKIT_SMTP_URL (adapters/mail-transport-smtp.ts) */
  transport?: MailTransport;
  /** @default Date.now */
  now?: () => number;
};

/** The parts of the kit pipeline, built once per process. */
export type KitPipeline = {
  readonly config: Config;
  /** The render pool, started on first call; its size is BRANDKIT_RENDER_WORKERS or the machine's. */
  renderPool(): Promise<RenderPool>;
  /**
   * The configured provider, or the one named, over the render pool and an outbound policy of its own, with the
   * exact-image step that downloads its graphics by that policy.
   */
  provider(choice?: ProviderChoice): Promise<ChosenProvider>;
  /** Refuses names and places with a character no font can draw; loads the fonts on first use. */
  readonly checkDrawable: DrawableCheck;
  /**
   * The media store the configuration names: the S3 bucket when S3_BUCKET is set (its client loaded only
   * then), else the data folder on disk.
   */
  mediaStore(): Promise<MediaStore>;
  /**
   * The kit store the configuration names: Postgres when DATABASE_URL is set (its client loaded only then),
   * else an SQLite file in the data folder. Migrated when it opens; built once.
   */
  kitStore(): Promise<KitStore>;
  /** Keeps kits in the kit store, with their files in the media store, for BRANDKIT_KIT_TTL_DAYS. */
  kitKeeper(): Promise<KitKeeper>;
  /**
   * The web app's per-client limits (adapters/client-limits.ts): counted in Redis across instances when
   * REDIS_URL is set (its client made on the first call, and loaded only then; the call waits for its first
   * connection, at most the 2 s it may take), else in this process. Built once.
   */
  clientLimits(): Promise<ClientLimits>;
  /**
   * The gate a batch's provider calls pass (adapters/rate-limit-gate.ts): this process's, or, given `sharedAt`,
   * the one every worker of that queue shares in its Redis (rate-limit-gate-redis.ts, loaded only then).
   */
  rateLimitGate(choice: RateLimitGateChoice): Promise<RateLimitGateHandle>;
  /**
   * Mail (issue 38): null without BRANDKIT_SMTP_URL (nothing of mail runs); else the outbox in the kit store's
   * database, the SMTP transport (nodemailer, loaded only then), the outbox's worker (not started: the server
   * starts it) and the guests' mail. Built once.
   */
  mail(choice?: MailChoice): Promise<MailParts | null>;
  /**
   * Stops the mail worker, the render pool, the S3 client, the kit store and the limits' Redis client, when they
   * were started.
   */
  close(): Promise<void>;
};

/** The SQLite file of the kept kits inside the data folder. */
export function kitDatabasePathOf(dataDir: string): string {
  return `${dataDir.replace(/\/+$/, "")}/kits.sqlite`;
}

/** The kit pipeline over these adapters; throws CONFIG_ERROR when the environment cannot be used. */
export function createKitPipeline(options: KitPipelineOptions): KitPipeline {
  const config = readConfig(options.env);
  const fetcher = options.fetch ?? globalThis.fetch;
  const resolveHost = options.resolveHost ?? systemResolveHost;
  let assets: Promise<RenderAssets> | undefined;
  let pool: Promise<RenderPool> | undefined;
  let started: RenderPool | undefined;
  let drawable: DrawableCheck | undefined;
  let s3: S3Client | undefined;
  let kits: Promise<KitStore> | undefined;
  let media: Promise<MediaStore> | undefined;
  let keeper: Promise<KitKeeper> | undefined;
  let redis: Redis | undefined;
  let limits: Promise<ClientLimits> | undefined;
  let mail: Promise<MailParts | null> | undefined;

  const renderAssets = () => assets ??= loadRenderAssets(options.readFile);
  const renderPool = () =>
    pool ??= renderAssets().then((loaded) =>
      started = createRenderPool({
        assets: loaded,
        size: config.BRANDKIT_RENDER_WORKERS,
        onWorkerReplaced: (reason) =>
          options.log?.({ level: "error", event: "render-worker-replaced", reason }),
      })
    );
  /** Fits a graphic to its exact size in the render pool. */
  const fitImage: FitImage = async (...args) => (await renderPool()).fitImage(...args);

  const kitStore = () =>
    kits ??= (async () => {
      if (config.DATABASE_URL) {
        const { openPostgresKitStore } = await import("./kit-store-postgres.ts");
        return await openPostgresKitStore(config.DATABASE_URL);
      }
      const { openSqliteKitStore } = await import("./kit-store-sqlite.ts");
      await denoFileSystem.mkdir(config.BRANDKIT_DATA_DIR);
      return openSqliteKitStore(kitDatabasePathOf(config.BRANDKIT_DATA_DIR));
    })();

  const openMediaStore = async (): Promise<MediaStore> => {
    if (config.S3_BUCKET) {
      const [{ s3ClientFrom }, { createS3MediaStore }] = await Promise.all([
        import("./s3-client.ts"),
        import("./media-store-s3.ts"),
      ]);
      s3 ??= s3ClientFrom(config);
      return createS3MediaStore({ client: s3, bucket: config.S3_BUCKET });
    }
    return createDiskMediaStore({
      fs: mediaFileSystemOf(denoFileSystem),
      dir: mediaDirOf(config.BRANDKIT_DATA_DIR),
      maxBytes: megabytesToBytes(config.BRANDKIT_MEDIA_MAX_MB),
      // The bound never evicts what a live kit shows; the kit store is opened only when eviction asks.
      keptMedia: async (ids) => (await kitStore()).keptMedia(ids, Date.now()),
    });
  };
  const mediaStore = () => media ??= openMediaStore();

  const kitKeeper = () =>
    keeper ??= Promise.all([kitStore(), mediaStore()]).then(([store, files]) =>
      createKitKeeper({
        store,
        media: files,
        ttlDays: config.BRANDKIT_KIT_TTL_DAYS,
        now: Date.now,
        log: options.log ?? (() => {}),
      })
    );

  const openClientLimits = async (): Promise<ClientLimits> => {
    const { clientLimitsOf } = await import("./client-limits.ts");
    if (config.REDIS_URL) {
      const { createRedisClient, firstConnection } = await import("./redis-client.ts");
      redis = createRedisClient(config.REDIS_URL);
      redis.on("error", () => {}); // Reported once by the limiters; ioredis reconnects by itself.
      // The limits start shared when Redis is there; otherwise they count here until it is.
      await firstConnection(redis);
    }
    return clientLimitsOf({ config, redis, log: options.log });
  };

  const openMail = async (choice: MailChoice): Promise<MailParts | null> => {
    const smtpUrl = config.BRANDKIT_SMTP_URL;
    if (!smtpUrl || !config.BRANDKIT_MAIL_FROM || !config.BRANDKIT_PUBLIC_URL) return null;
    const store = (await kitStore()).mail;
    if (!store) return null;
    const { createSmtpTransport } = await import("./mail-transport-smtp.ts");
    const transport = choice.transport ?? createSmtpTransport(smtpUrl);
    const now = choice.now ?? Date.now;
    const secrets = smtpUrlSecrets(smtpUrl);
    const guestMail = createGuestMail({
      store,
      publicUrl: config.BRANDKIT_PUBLIC_URL,
      from: config.BRANDKIT_MAIL_FROM,
      now,
      log: options.log,
    });
    // The reminders (BRANDKIT_REMINDER_HOURS before the event) and the guests moved up from the waitlist are a
    // step of each look.
    const kits = await kitKeeper();
    const reminders = createReminders({
      store,
      kits,
      mail: guestMail,
      hours: config.BRANDKIT_REMINDER_HOURS,
      now,
    });
    const promotions = createPromotions({ store, kits, mail: guestMail, now, log: options.log });
    const remind = async () => await reminders() + await promotions();
    const worker = createMailWorker({
      store,
      transport,
      from: config.BRANDKIT_MAIL_FROM,
      pollMs: config.BRANDKIT_MAIL_POLL_SECONDS * 1_000,
      now,
      log: options.log,
      redact: (text) => redactSecrets(text, secrets),
      remind,
    });
    return {
      store,
      transport,
      worker,
      guestMail,
      afterUpdate: async (kit, update) => void await guestMail.update(kit, update),
      afterEventChange: async (kit) => void await guestMail.changed(kit),
    };
  };

  return {
    config,
    renderPool,
    async provider(choice = {}) {
      const chosen = choice.name ? readConfig({ ...options.env, BRANDKIT_PROVIDER: choice.name }) : config;
      // Public addresses, and this provider's own host as it is (a local model server is legitimate).
      const outboundPolicy = createOutboundPolicy({ allowHttpHosts: providerHosts(chosen), resolveHost });
      const imageBytes = createImageBytes({ fetch: fetcher, policy: outboundPolicy });
      const provider = createProvider(chosen, {
        renderer: await renderPool(),
        fetch: fetcher,
        outboundPolicy,
        imageBytes,
        onRequestWindow: choice.onRequestWindow,
      });
      return { provider, exactImage: createExactImage({ fitImage, imageBytes }) };
    },
    async checkDrawable(request, name, design) {
      drawable ??= createDrawableCheck(fontLibraryOf(await renderAssets(), options.readFile));
      await drawable(request, name, design);
    },
    kitStore,
    kitKeeper,
    mediaStore,
    clientLimits: () => limits ??= openClientLimits(),
    async rateLimitGate({ sharedAt, ...gateOptions }) {
      if (sharedAt === undefined) {
        return { gate: createRateLimitGate(gateOptions), close: () => Promise.resolve() };
      }
      const { openRedisRateLimitGate } = await import("./rate-limit-gate-redis.ts");
      return openRedisRateLimitGate(sharedAt, gateOptions);
    },
    mail: (choice = {}) => mail ??= openMail(choice),
    async close() {
      const parts = await mail?.catch(() => null);
      await parts?.worker.stop();
      await parts?.transport.close();
      started?.close();
      s3?.destroy();
      redis?.disconnect();
      await (await kits?.catch(() => undefined))?.close();
    },
  };
}
