/**
 * The kit store in Postgres (DATABASE_URL), for many instances sharing one database. Migrations are versioned
 * and run inside one transaction that first takes an advisory lock, so instances starting at once apply each
 * exactly once. Purgers take expired kits with FOR UPDATE SKIP LOCKED, so no two delete the same kit; every write
 * that adds or drops a medium (a graphic, or a file made for the kit) locks that medium's id (advisory, in key
 * order), so exactly one caller learns that it is no longer referred to. The store opens even while the database
 * is down and reconnects by itself; until then every call fails with STORE_UNAVAILABLE naming the host (never the
 * password).
 *
 * A kit refers to media in two ways: the graphics it shows (kit_media) and the files made for its current
 * revision (kit_files, from version 2). Both keep a medium alive; the view kit_references lists them together
 * so that "does any kit still refer to it" has one answer. From version 3 a kit keeps its guests' answers too
 * (guest-store-postgres.ts), and from version 7 its owner's updates (update-store-postgres.ts), deleted with it.
 */
import postgres from "postgres";
import { hashOwnerToken, isOwner, type KeptKit, type KitStore } from "../brandkit/mod.ts";
import { BrandKitError, ErrorCode } from "../brandkit/web.ts";
import { kitStoreMigrations, POSTGRES } from "./kit-store-schema.ts";
import { createPostgresGuestStore } from "./guest-store-postgres.ts";
import { createPostgresMailStore } from "./mail-store-postgres.ts";
import { createPostgresDoorStore } from "./door-store-postgres.ts";
import { createPostgresUpdateStore } from "./update-store-postgres.ts";

/** The schema's versions, in order (kit-store-schema.ts). */
export const POSTGRES_MIGRATIONS: readonly string[] = kitStoreMigrations(POSTGRES);

/** The advisory lock (one bigint key) held while migrating. */
const MIGRATION_LOCK_KEY = 1_952_016_019;
/** Seconds a caller should wait after the database could not be reached. */
const RETRY_AFTER_S = 5;
/** The first key of the media's advisory locks (two int keys: a space apart from the migration lock). */
const MEDIA_LOCK_CLASS = 19;
/** SQLSTATEs that mean the server went away or is not taking connections yet: class 08, 57P01-57P03. */
const UNREACHABLE_SQLSTATE = /^(08...|57P0[123])$/;
/** Client-side codes (postgres.js and Node's sockets) for a database that cannot be reached. */
const UNREACHABLE_CODES = new Set([
  "CONNECT_TIMEOUT",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

export type PostgresKitStoreOptions = {
  /** The most connections this instance holds. @default 10 */
  maxConnections?: number;
  /** How long a connection attempt may take before the call fails. @default 3 */
  connectTimeoutS?: number;
  /** An idle connection is closed after this long. @default 30 */
  idleTimeoutS?: number;
};

type Sql = postgres.Sql;
/** A transaction: every write runs in one. */
type Tx = postgres.TransactionSql;
type KitRow = {
  id: string;
  kit_json: string;
  owner_hash: string;
  created_at: string;
  expires_at: string;
  revision: number;
  calendar_sequence: number;
};

/** The URL without its password, for messages and logs. */
export function redactPostgresUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(a DATABASE_URL that is not a URL)";
  }
}

/** True when `error` says the database cannot be reached (down, restarting, network). */
export function isUnreachable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && (UNREACHABLE_CODES.has(code) || UNREACHABLE_SQLSTATE.test(code));
}

/** `error` as the BrandKitError callers see; the cause keeps the driver's error for the server log. */
function asBrandKitError(error: unknown, where: string): BrandKitError {
  if (error instanceof BrandKitError) return error;
  if (isUnreachable(error)) {
    return new BrandKitError(ErrorCode.STORE_UNAVAILABLE, `The kit database at ${where} cannot be reached.`, {
      retryAfter: RETRY_AFTER_S,
      cause: error,
    });
  }
  const detail = error instanceof Error ? error.message : String(error);
  return new BrandKitError(ErrorCode.INTERNAL, `The kit database at ${where} failed: ${detail}`, {
    cause: error,
  });
}

/** Brings the database's schema to the latest version; returns the versions this call applied. */
export function migrate(sql: Sql, migrations = POSTGRES_MIGRATIONS): Promise<number[]> {
  return sql.begin(async (tx) => {
    await tx`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`;
    await tx`CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at BIGINT)`;
    const [row] = await tx<
      { version: number | null }[]
    >`SELECT MAX(version) AS version FROM schema_migrations`;
    const applied: number[] = [];
    for (let version = (row.version ?? 0) + 1; version <= migrations.length; version++) {
      await tx.unsafe(migrations[version - 1]);
      await tx`INSERT INTO schema_migrations (version, applied_at) VALUES (${version}, ${Date.now()})`;
      applied.push(version);
    }
    return applied;
  });
}

/** A pool for `url` as the store uses it (bounded, short connect timeout, notices kept out of the log). */
export function connectPostgres(url: string, options: PostgresKitStoreOptions = {}): Sql {
  return postgres(url, {
    max: options.maxConnections ?? 10,
    connect_timeout: options.connectTimeoutS ?? 3,
    idle_timeout: options.idleTimeoutS ?? 30,
    onnotice: () => {},
  });
}

/**
 * Opens the store at `url`, migrated. While the database is down it still opens: the migration (and every call)
 * is tried again on the next call, so the store comes back by itself with the database.
 */
export async function openPostgresKitStore(
  url: string,
  options: PostgresKitStoreOptions = {},
): Promise<KitStore> {
  const sql = connectPostgres(url, options);
  const where = redactPostgresUrl(url);
  let migrated: Promise<unknown> | undefined;
  const ready = () => {
    migrated ??= migrate(sql).catch((error) => {
      migrated = undefined;
      throw error;
    });
    return migrated;
  };
  /** Runs `work` once the schema is ready; any failure becomes a BrandKitError. */
  const guarded = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      await ready();
      return await work();
    } catch (error) {
      throw asBrandKitError(error, where);
    }
  };
  try {
    await ready();
  } catch (error) {
    if (!isUnreachable(error)) {
      await sql.end({ timeout: 1 });
      throw asBrandKitError(error, where);
    }
  }

  /** Locks the media's ids for the transaction, in key order so that two writers never deadlock. */
  const lockMedia = async (tx: Tx, mediaIds: readonly string[]) => {
    if (mediaIds.length === 0) return;
    await tx`SELECT pg_advisory_xact_lock(${MEDIA_LOCK_CLASS}, key)
      FROM (SELECT DISTINCT hashtext(m.media_id) AS key FROM unnest(${
      tx.array([...mediaIds])
    }::text[]) AS m(media_id)
            ORDER BY key) AS keys`;
  };
  /** Every medium the kits refer to: their graphics and their files' media. */
  const referencesOf = async (tx: Tx, ids: readonly string[]) =>
    (await tx<{ media_id: string }[]>`SELECT media_id FROM kit_references
      WHERE kit_id = ANY(${tx.array([...ids])}::text[])`).map((row) => row.media_id);
  const setGraphics = async (tx: Tx, id: string, mediaIds: readonly string[]) => {
    await tx`DELETE FROM kit_media WHERE kit_id = ${id}`;
    await tx`INSERT INTO kit_media (kit_id, media_id)
      SELECT ${id}::text, m.media_id FROM unnest(${tx.array([...mediaIds])}::text[]) AS m(media_id)
      ON CONFLICT DO NOTHING`;
  };
  /** Adds (or replaces, by name) the kit's files, their media locked as every new reference is. */
  const keepFiles = async (tx: Tx, id: string, files: Readonly<Record<string, string>>) => {
    const entries = Object.entries(files);
    if (entries.length === 0) return;
    await lockMedia(tx, entries.map(([, mediaId]) => mediaId));
    await tx`INSERT INTO kit_files (kit_id, file_name, media_id)
      SELECT ${id}::text, f.file_name, f.media_id
      FROM unnest(${tx.array(entries.map(([name]) => name))}::text[], ${
      tx.array(entries.map(([, mediaId]) => mediaId))
    }::text[]) AS f(file_name, media_id)
      ON CONFLICT (kit_id, file_name) DO UPDATE SET media_id = EXCLUDED.media_id`;
  };
  /** Of `mediaIds`, those no kit refers to any more, as a graphic or a file (the caller holds their locks). */
  const unreferenced = async (tx: Tx, mediaIds: readonly string[]) =>
    (await tx<{ media_id: string }[]>`SELECT DISTINCT m.media_id FROM unnest(${
      tx.array([...mediaIds])
    }::text[]) AS m(media_id)
      WHERE NOT EXISTS (SELECT 1 FROM kit_references WHERE kit_references.media_id = m.media_id)`)
      .map((row) => row.media_id).sort();
  /** The live kit's row with its graphics and files, in one query. */
  const liveKitRow = async (id: string, nowMs: number) => {
    const [row] = await sql<
      (KitRow & { media_ids: string[]; files: Record<string, string> })[]
    >`SELECT kits.*,
        ARRAY(SELECT media_id FROM kit_media WHERE kit_id = kits.id ORDER BY media_id COLLATE "C") AS media_ids,
        (SELECT COALESCE(json_object_agg(file_name, media_id), '{}') FROM kit_files WHERE kit_id = kits.id)
          AS files
      FROM kits WHERE id = ${id} AND expires_at > ${nowMs}`;
    return row;
  };
  /** A kit as the store gives it, from its row. */
  const keptKitOf = (row: KitRow & { media_ids: string[]; files: Record<string, string> }): KeptKit => ({
    id: row.id,
    kit: JSON.parse(row.kit_json),
    mediaIds: row.media_ids,
    createdAtMs: Number(row.created_at),
    expiresAtMs: Number(row.expires_at),
    revision: row.revision,
    files: row.files,
    calendarSequence: Number(row.calendar_sequence),
  });
  /** Why an owner's write changed nothing: the kit is gone, the token is another's, or the kit moved on. */
  const refusalOf = async (tx: Tx, id: string, ownerToken: string, nowMs: number) => {
    const [row] = await tx<Pick<KitRow, "owner_hash" | "revision">[]>`SELECT owner_hash, revision FROM kits
      WHERE id = ${id} AND expires_at > ${nowMs}`;
    const unkeptMedia: string[] = [];
    if (!row) return { verdict: "not-found" as const, unkeptMedia };
    if (!await isOwner(ownerToken, row.owner_hash)) return { verdict: "forbidden" as const, unkeptMedia };
    return { verdict: "stale" as const, unkeptMedia, revision: Number(row.revision) };
  };
  /** The owner's verdict on a live kit, its row locked; `change` runs in the same transaction only when theirs. */
  const asOwner = <T>(id: string, token: string, nowMs: number, change: (tx: Tx) => Promise<T>) =>
    guarded(() =>
      sql.begin(async (tx) => {
        const [row] = await tx<Pick<KitRow, "owner_hash">[]>`SELECT owner_hash FROM kits
          WHERE id = ${id} AND expires_at > ${nowMs} FOR UPDATE`;
        if (!row) return { verdict: "not-found" as const, result: undefined };
        if (!await isOwner(token, row.owner_hash)) {
          return { verdict: "forbidden" as const, result: undefined };
        }
        return { verdict: "done" as const, result: await change(tx) };
      })
    );

  return {
    ...createPostgresGuestStore({ sql, guarded }),
    ...createPostgresDoorStore({ sql, guarded }),
    ...createPostgresUpdateStore({ sql, guarded }),
    mail: createPostgresMailStore({ sql, guarded }),
    insert(kit, ownerTokenHash) {
      return guarded(() =>
        sql.begin(async (tx) => {
          await lockMedia(tx, kit.mediaIds);
          await tx`INSERT INTO kits (id, kit_json, owner_hash, created_at, expires_at)
            VALUES (${kit.id}, ${
            JSON.stringify(kit.kit)
          }, ${ownerTokenHash}, ${kit.createdAtMs}, ${kit.expiresAtMs})`;
          await setGraphics(tx, kit.id, kit.mediaIds);
        })
      );
    },
    liveRevision(id, nowMs) {
      return guarded(async () => {
        const [row] = await sql<{ revision: number }[]>`SELECT revision FROM kits
          WHERE id = ${id} AND expires_at > ${nowMs}`;
        return row ? Number(row.revision) : null;
      });
    },
    get(id, nowMs) {
      return guarded(async () => {
        const row = await liveKitRow(id, nowMs);
        return row ? keptKitOf(row) : null;
      });
    },
    ownedKit(id, ownerToken, nowMs) {
      return guarded(async () => {
        const row = await liveKitRow(id, nowMs);
        if (!row) return { verdict: "not-found" as const };
        if (!await isOwner(ownerToken, row.owner_hash)) return { verdict: "forbidden" as const };
        return { verdict: "done" as const, kit: keptKitOf(row) };
      });
    },
    ownerVerdict(id, ownerToken, nowMs) {
      return guarded(async () => {
        const [row] = await sql<Pick<KitRow, "owner_hash">[]>`SELECT owner_hash FROM kits
          WHERE id = ${id} AND expires_at > ${nowMs}`;
        if (!row) return "not-found";
        return await isOwner(ownerToken, row.owner_hash) ? "done" : "forbidden";
      });
    },
    async update(id, change, ownerToken, nowMs) {
      const tokenHash = await hashOwnerToken(ownerToken);
      const expected = change.expectedRevision ?? null;
      return await guarded(() =>
        sql.begin(async (tx) => {
          // The owner and the revision are conditions of the write itself: an owner's edit has read the kit
          // (ownedKit) and checked its token in constant time, so the row is written without being read again,
          // and only a refusal asks the row why. (The hashes compared here are of tokens, never the tokens.)
          // The calendar's SEQUENCE rises in the same write when the event moved.
          const [written] = await tx<
            { revision: number; calendar_sequence: number }[]
          >`UPDATE kits SET kit_json = ${
            JSON.stringify(change.kit)
          }, revision = revision + 1, expires_at = COALESCE(${
            change.expiresAtMs ?? null
          }::bigint, expires_at),
            calendar_sequence = calendar_sequence + ${change.calendarChanged ? 1 : 0}::int
            WHERE id = ${id} AND expires_at > ${nowMs} AND owner_hash = ${tokenHash}
              AND (${expected}::int IS NULL OR revision = ${expected}::int)
            RETURNING revision, calendar_sequence`;
          if (!written) return await refusalOf(tx, id, ownerToken, nowMs);
          const before = await referencesOf(tx, [id]);
          await lockMedia(tx, [...before, ...change.mediaIds]);
          await tx`DELETE FROM kit_files WHERE kit_id = ${id}`;
          await setGraphics(tx, id, change.mediaIds);
          return {
            verdict: "done" as const,
            unkeptMedia: await unreferenced(tx, before),
            revision: Number(written.revision),
            calendarSequence: Number(written.calendar_sequence),
          };
        })
      );
    },
    async setExpiry(id, ownerToken, expiresAtMs, nowMs) {
      const { verdict } = await asOwner(id, ownerToken, nowMs, async (tx) => {
        await tx`UPDATE kits SET expires_at = ${expiresAtMs} WHERE id = ${id}`;
      });
      return verdict;
    },
    async delete(id, ownerToken, nowMs) {
      const { verdict, result } = await asOwner(id, ownerToken, nowMs, async (tx) => {
        const media = await referencesOf(tx, [id]);
        await lockMedia(tx, media);
        await tx`DELETE FROM kits WHERE id = ${id}`;
        return unreferenced(tx, media);
      });
      return { verdict, unkeptMedia: result ?? [] };
    },
    addFiles(id, revision, files, nowMs) {
      return guarded(() =>
        sql.begin(async (tx) => {
          // The kit's row lock orders this after (or before) an owner's change, which moves the revision on.
          const [current] = await tx`SELECT 1 FROM kits
            WHERE id = ${id} AND revision = ${revision} AND expires_at > ${nowMs} FOR UPDATE`;
          if (!current) return false;
          await keepFiles(tx, id, files);
          return true;
        })
      );
    },
    keptMedia(mediaIds, nowMs) {
      return guarded(async () => {
        const rows = await sql<{ media_id: string }[]>`SELECT DISTINCT media_id FROM kit_references
          JOIN kits ON kits.id = kit_references.kit_id
          WHERE media_id = ANY(${sql.array([...mediaIds])}::text[]) AND expires_at > ${nowMs}`;
        return new Set(rows.map((row) => row.media_id));
      });
    },
    purgeExpired(nowMs, limit) {
      return guarded(() =>
        sql.begin(async (tx) => {
          const expired = (await tx<{ id: string }[]>`SELECT id FROM kits WHERE expires_at <= ${nowMs}
            ORDER BY expires_at LIMIT ${limit} FOR UPDATE SKIP LOCKED`).map((row) => row.id);
          if (expired.length === 0) return [];
          const media = await referencesOf(tx, expired);
          await lockMedia(tx, media);
          await tx`DELETE FROM kits WHERE id = ANY(${tx.array(expired)}::text[])`;
          return unreferenced(tx, media);
        })
      );
    },
    // Through `guarded`, so a ping also brings the schema up to date: a database the store cannot use yet is not
    // healthy.
    ping() {
      return guarded(async () => {
        await sql`SELECT 1`;
      });
    },
    async close() {
      await sql.end({ timeout: 5 });
    },
  };
}
