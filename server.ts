/**
 * The web server's edge: environment -> the kit pipeline (adapters/kit-pipeline.ts) -> the app -> Deno.serve,
 * behind the connection guard. The listener and the signals that start a graceful drain live here.
 */
import { ErrorCode, MS_PER_MINUTE, MS_PER_S, toErrorBody } from "./brandkit/web.ts";
import {
  type KitKeeper,
  type Log,
  redactSecrets,
  smtpUrlSecrets,
  unavailableFormatsOf,
} from "./brandkit/mod.ts";
import { createKitPipeline, type KitPipeline, type MailParts } from "./adapters/kit-pipeline.ts";
import { serveBehindGuard } from "./adapters/connection-guard/mod.ts";
import { denoGuardEdge } from "./adapters/deno-serve.ts";
import { admissionLimitsOf, createAdmission } from "./routes/admission.ts";
import { createApp } from "./routes/app.ts";
import { flushOnExit, jsonLinesLog } from "./routes/request-log.ts";
import { prepareWebAssets } from "./routes/web-assets.ts";
import denoJson from "./deno.json" with { type: "json" };

const VERSION = (denoJson as { version?: string }).version ?? "0.1.0";
/** Exit code for configuration the server cannot start with (as the CLI's "bad usage or input"). */
const EXIT_BAD_CONFIG = 2;
/** The signals that start a graceful drain. */
const STOP_SIGNALS: readonly Deno.Signal[] = ["SIGTERM", "SIGINT"];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Every instance purges expired kits now and then, at a random moment of each period so instances spread out;
 * the store hands each expired kit to exactly one of them.
 */
const PURGE_PERIOD_MS = 10 * MS_PER_MINUTE;

function startPurging(keeper: KitKeeper, log: Log): ReturnType<typeof setInterval> {
  const purge = async () => {
    await sleep(Math.random() * PURGE_PERIOD_MS);
    const removed = await keeper.purgeExpired().catch((error) => {
      log({ level: "warn", event: "kit-purge-failed", message: String(error) });
      return 0;
    });
    if (removed > 0) log({ level: "info", event: "kits-purged", filesRemoved: removed });
  };
  void keeper.purgeExpired().catch(() => 0);
  return setInterval(() => void purge(), PURGE_PERIOD_MS);
}

async function main(): Promise<void> {
  const log = jsonLinesLog;
  flushOnExit(log, globalThis);
  let pipeline: KitPipeline;
  try {
    pipeline = createKitPipeline({ env: Deno.env.toObject(), readFile: Deno.readFile, log });
  } catch (error) {
    const body = toErrorBody(error);
    console.error(body.code === ErrorCode.INTERNAL ? error : body.message);
    Deno.exit(EXIT_BAD_CONFIG);
  }
  const { config } = pipeline;
  const secrets = [
    config.OPENAI_API_KEY,
    config.AWS_SECRET_ACCESS_KEY,
    ...smtpUrlSecrets(config.BRANDKIT_SMTP_URL),
  ].filter((secret): secret is string => Boolean(secret));
  const pool = await pipeline.renderPool();
  const { provider, exactImage } = await pipeline.provider();
  const assets = await prepareWebAssets({
    provider: provider.name,
    kitTtlDays: config.BRANDKIT_KIT_TTL_DAYS,
    unavailableFormats: unavailableFormatsOf(provider),
    publicUrl: config.BRANDKIT_PUBLIC_URL,
  });
  const media = await pipeline.mediaStore();
  let keeper: KitKeeper;
  try {
    keeper = await pipeline.kitKeeper();
  } catch (error) {
    console.error(`The kit database cannot be opened: ${redactSecrets(String(error), secrets)}`);
    Deno.exit(EXIT_BAD_CONFIG);
  }
  const purge = startPurging(keeper, log);
  // Mail (issue 38), only with BRANDKIT_SMTP_URL: the outbox's worker sends what answers, updates and edits queued (and the reminders), on every
  // instance (each mail is claimed by one); pipeline.close() stops it.
  let mail: MailParts | null = null;
  try {
    mail = await pipeline.mail();
  } catch (error) {
    console.error(`Mail cannot be started: ${redactSecrets(String(error), secrets)}`);
    Deno.exit(EXIT_BAD_CONFIG);
  }
  mail?.worker.start();
  const admission = createAdmission(admissionLimitsOf(config, pool.size));
  // Shared through Redis when REDIS_URL is set; without it, this process counts for itself.
  const limits = await pipeline.clientLimits();
  const shutdown = new AbortController();
  const app = createApp({
    config,
    version: VERSION,
    provider,
    media,
    assets,
    exactImage,
    formats: pool,
    admission,
    keeper,
    limits,
    checkDrawable: pipeline.checkDrawable,
    ...mail
      ? { mail: mail.guestMail, afterUpdate: mail.afterUpdate, afterEventChange: mail.afterEventChange }
      : {},
    shutdownSignal: shutdown.signal,
    log,
    redact: (text) => redactSecrets(text, secrets),
  });
  // Deno.serve has no header timeout or connection caps, and EMFILE in its accept loop kills the process: by
  // default the connection guard owns the public port and hands each connection it admits to Deno's HTTP layer
  // in this process (adapters/connection-guard/). Behind a proxy that does this job
  // (deploy/nginx/brandkit.conf.template), BRANDKIT_CONNECTION_GUARD=off serves directly.
  const guarded = config.BRANDKIT_CONNECTION_GUARD === "on";
  const { server, guard } = await serveBehindGuard({
    edge: denoGuardEdge,
    guarded,
    port: config.PORT,
    trustedAddresses: config.BRANDKIT_TRUSTED_PROXIES,
    log: (message) => log({ level: "warn", event: "connection-guard", message }),
    handler: (request, info) => app.fetch(request, { remoteAddr: info.remoteAddr }),
  });
  log({
    level: "info",
    event: "listening",
    url: `http://localhost:${guard ? guard.addr.port : server.addr.port}`,
    provider: provider.name,
    renderWorkers: pool.size,
    connectionGuard: guarded,
    mail: mail !== null,
    ...admission.stats(),
  });

  /**
   * Graceful drain: stop accepting, let the kits in progress finish within the grace period, then cancel what
   * is left, wait for the media store's writes (no temporary file stays) and exit 0. A second signal exits now.
   */
  let draining = false;
  const drain = async (signal: string) => {
    if (draining) Deno.exit(0);
    draining = true;
    const graceMs = config.BRANDKIT_SHUTDOWN_GRACE_S * MS_PER_S;
    log({
      level: "info",
      event: "draining",
      signal,
      graceS: config.BRANDKIT_SHUTDOWN_GRACE_S,
      ...admission.stats(),
    });
    admission.close();
    guard?.close();
    const finished = Promise.all([server.shutdown(), admission.idle(), guard?.drain()]);
    const inTime = await Promise.race([finished.then(() => true), sleep(graceMs).then(() => false)]);
    if (!inTime) {
      log({ level: "warn", event: "drain-timeout", ...admission.stats() });
      shutdown.abort();
      await Promise.race([admission.idle(), sleep(MS_PER_S)]);
      guard?.closeConnections();
    }
    clearInterval(purge);
    await media.settled();
    await pipeline.close();
    log({ level: "info", event: "stopped", inTime });
    log.flush();
    Deno.exit(0);
  };
  for (const name of STOP_SIGNALS) Deno.addSignalListener(name, () => void drain(name));
}

if (import.meta.main) await main();
