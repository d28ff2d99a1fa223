/**
 * BrandKit's configuration, read from environment variables at the edges (server.ts, cli/main.ts) and
 * validated here once, so bad configuration is one clear message at start-up, not a crash later.
 */
import { z } from "zod";
import { BrandKitError, ErrorCode } from "./errors.ts";
import { DEFAULT_MAPS_URL } from "./event/directions.ts";
import { toValidationIssues } from "./validate.ts";

export const PROVIDER_NAMES = ["offline", "openai", "platform"] as const;
export type ProviderName = typeof PROVIDER_NAMES[number];

const optionalString = z.string().trim().optional().transform((value) => value || undefined);
/** A sender: an address, or a display name and an address in angle brackets. */
const MAIL_FROM_PATTERN = /^(?:[^<>\r\n]*<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/;
const integer = (fallback: number, min: number, max: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);
const optionalInteger = (min: number, max: number) => z.coerce.number().int().min(min).max(max).optional();

/** Every setting, by its environment variable. Documented in docs/configuration.md (a test keeps both in step). */
export const ConfigSchema = z.object({
  /** Port of the web server. @default 8000 */
  PORT: integer(8000, 0, 65_535),
  /** Which AI provider makes kits. @default "offline" */
  BRANDKIT_PROVIDER: z.enum(PROVIDER_NAMES).default("offline"),
  /** Where generated images and other data are kept. @default ".data" */
  BRANDKIT_DATA_DIR: z.string().trim().min(1).default(".data"),
  /** Who sets the event's text on AI graphics: the image model, or our designer on top. @default "overlay" */
  BRANDKIT_TYPOGRAPHY: z.enum(["overlay", "model"]).default("overlay"),
  /** Kit generations one client may start per minute on the web API. @default 10 */
  BRANDKIT_RATE_LIMIT_PER_MINUTE: integer(10, 1, 10_000),
  /**
   * Requests for extra formats of a kit this server made (POST /api/kits/formats, the page's 'More formats' and
   * 'Download All Assets') one client may make per minute: their own allowance, apart from the kit limit.
   * @default 60
   */
  BRANDKIT_FORMATS_RATE_LIMIT_PER_MINUTE: integer(60, 1, 100_000),
  /**
   * Guests' answers (new, changed or withdrawn) one kit takes per minute, from all its guests together, on top
   * of each client's own allowance. @default 30
   */
  BRANDKIT_RSVP_RATE_LIMIT_PER_MINUTE: integer(30, 1, 100_000),
  /** Answers one kit keeps at most; past that a new guest is told so (409 GUEST_LIMIT). @default 2000 */
  BRANDKIT_MAX_GUESTS: integer(2_000, 1, 1_000_000),
  /**
   * Updates (issue 38) an event's owner may post in any 24 hours; one more is 429 RATE_LIMIT_EXCEEDED. @default 10
   */
  BRANDKIT_UPDATES_PER_DAY: integer(10, 1, 1_000),
  /** Upper bound on the media store, in megabytes; the oldest images go first. @default 500 */
  BRANDKIT_MEDIA_MAX_MB: integer(500, 1, 1_000_000),
  /** Render worker threads. @default the number of cores */
  BRANDKIT_RENDER_WORKERS: optionalInteger(1, 256),
  /** Kits the server makes at once; more wait in the queue. @default 2 per render worker */
  BRANDKIT_MAX_ACTIVE_KITS: optionalInteger(1, 10_000),
  /** Kits that may wait for a free place; past that the server answers 503. @default 4 per render worker */
  BRANDKIT_MAX_QUEUED_KITS: optionalInteger(0, 100_000),
  /** Seconds in-flight kits get to finish on SIGTERM or SIGINT before the server exits. @default 30 */
  BRANDKIT_SHUTDOWN_GRACE_S: integer(30, 0, 3_600),
  /**
   * Addresses of the reverse proxies in front of the server, comma-separated: only their X-Forwarded-For is
   * believed, and only they may hold many connections. @default none
   */
  BRANDKIT_TRUSTED_PROXIES: z.string().trim().default("").transform((value) =>
    value.split(",").map((address) => address.trim()).filter(Boolean)
  ),
  /**
   * `on`: a connection guard owns the public port (header timeout, per-address and total connection caps);
   * `off`: Deno.serve listens directly, for a proxy in front that does that job. @default "on"
   */
  BRANDKIT_CONNECTION_GUARD: z.enum(["on", "off"]).default("on"),
  /** Sends Strict-Transport-Security for this many seconds (set it when the site is served over HTTPS). @default off */
  BRANDKIT_HSTS_MAX_AGE_S: optionalInteger(1, 63_072_000),
  /**
   * Redis for what instances share: the per-client limit, the upstream AI gate and the batch queue
   * ("redis://127.0.0.1:6379"). @default none: everything stays in this process
   */
  REDIS_URL: z.url().optional(),
  /**
   * Postgres for the kept kits ("postgres://user:password@host:5432/brandkit"): how many instances share them.
   * @default none: an SQLite file in BRANDKIT_DATA_DIR
   */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// URL" }).optional(),
  /** Days a kept kit (its page, its JSON and its graphics) lives before it is purged. @default 30 */
  BRANDKIT_KIT_TTL_DAYS: integer(30, 1, 3_650),
  /**
   * The site's public origin ("https://brandkit.example"): share links are absolute with it, and the share
   * page's Open Graph URLs use it. @default the request's own origin
   */
  BRANDKIT_PUBLIC_URL: z.url({ protocol: /^https?$/, error: "must be an http(s):// URL" }).optional()
    .transform((url) => url?.replace(/\/+$/, "")),
  /**
   * The maps search the event page's "Directions" link opens, the place appended URL-encoded: no key, no
   * tracking. @default OpenStreetMap's search
   */
  BRANDKIT_MAPS_URL: z.url({ protocol: /^https?$/, error: "must be an http(s):// URL" }).default(
    DEFAULT_MAPS_URL,
  ),
  /**
   * The mail server (issue 38), credentials in the URL: "smtps://user:password@smtp.example:465" (TLS from the
   * start) or "smtp://user:password@smtp.example:587" (STARTTLS when offered). Never logged. @default none: no
   * mail at all, and the event page asks for no address
   */
  BRANDKIT_SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
  /** The sender of every mail ("BrandKit <events@example.com>" or an address); required with BRANDKIT_SMTP_URL. */
  BRANDKIT_MAIL_FROM: z.string().trim().optional().transform((value) => value || undefined).refine(
    (value) => value === undefined || MAIL_FROM_PATTERN.test(value),
    { error: 'must be a mail address, or "Name <address>"' },
  ),
  /** Seconds between the outbox worker's looks for mails to send. @default 30 */
  BRANDKIT_MAIL_POLL_SECONDS: integer(30, 1, 3_600),
  /** Hours before the event's start when each going guest with an address gets one reminder. @default 24 */
  BRANDKIT_REMINDER_HOURS: integer(24, 1, 336),
  /** Bucket of an S3-compatible store for the media (generated graphics). @default none: BRANDKIT_DATA_DIR */
  S3_BUCKET: optionalString,
  /** The store's endpoint, for stores other than AWS ("http://127.0.0.1:4569"). @default AWS */
  S3_ENDPOINT: z.url().optional(),
  /** @default "us-east-1" */
  S3_REGION: z.string().trim().min(1).default("us-east-1"),
  /** Addresses buckets as endpoint/bucket rather than bucket.endpoint (most non-AWS stores). @default false */
  S3_FORCE_PATH_STYLE: z.enum(["true", "false", "1", "0"]).default("false").transform((value) =>
    value === "true" || value === "1"
  ),
  /** Credentials of the S3-compatible store. @default the SDK's own lookup (instance roles) */
  AWS_ACCESS_KEY_ID: optionalString,
  AWS_SECRET_ACCESS_KEY: optionalString,
  OPENAI_API_KEY: optionalString,
  /** @default "https://api.openai.com/v1" */
  OPENAI_BASE_URL: z.url().default("https://api.openai.com/v1"),
  /** @default "gpt-4o-mini" */
  OPENAI_TEXT_MODEL: z.string().trim().min(1).default("gpt-4o-mini"),
  /** @default "gpt-image-1" */
  OPENAI_IMAGE_MODEL: z.string().trim().min(1).default("gpt-image-1"),
  PLATFORM_URL: z.url().optional(),
  PLATFORM_PROJECT_ID: optionalString,
}).superRefine((config, context) => {
  if (config.BRANDKIT_SMTP_URL) {
    if (!config.BRANDKIT_MAIL_FROM) {
      context.addIssue({
        code: "custom",
        path: ["BRANDKIT_MAIL_FROM"],
        message: "is required when BRANDKIT_SMTP_URL is set: the address mails are sent from",
      });
    }
    if (!config.BRANDKIT_PUBLIC_URL) {
      context.addIssue({
        code: "custom",
        path: ["BRANDKIT_PUBLIC_URL"],
        message:
          "is required when BRANDKIT_SMTP_URL is set: a mail's links must be absolute at the site's URL",
      });
    }
  }
  if (config.BRANDKIT_PROVIDER === "openai" && !config.OPENAI_API_KEY) {
    context.addIssue({
      code: "custom",
      path: ["OPENAI_API_KEY"],
      message: "is required when BRANDKIT_PROVIDER=openai",
    });
  }
  if (config.BRANDKIT_PROVIDER === "platform") {
    for (const key of ["PLATFORM_URL", "PLATFORM_PROJECT_ID"] as const) {
      if (!config[key]) {
        context.addIssue({
          code: "custom",
          path: [key],
          message: "is required when BRANDKIT_PROVIDER=platform",
        });
      }
    }
  }
});
export type Config = z.output<typeof ConfigSchema>;

/** Reads the configuration from an environment, or throws CONFIG_ERROR naming the variable that is wrong. */
export function readConfig(env: Readonly<Record<string, string | undefined>>): Config {
  const known = Object.fromEntries(
    Object.keys(ConfigSchema.shape).map((key) => [key, env[key] === "" ? undefined : env[key]]),
  );
  const result = ConfigSchema.safeParse(known);
  if (result.success) return result.data;
  const issues = toValidationIssues(result.error);
  const first = issues[0];
  throw new BrandKitError(ErrorCode.CONFIG_ERROR, `Bad configuration: ${first.path} ${first.message}`, {
    issues,
  });
}
