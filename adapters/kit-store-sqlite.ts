/**
 * The kit store in an embedded SQLite file (node:sqlite), the default: nothing to set up. Migrations are
 * versioned and run at open inside one write transaction, so two processes opening the same file at once apply
 * each exactly once (the second waits for the first: busy_timeout). Purging takes its kits in the same kind of
 * transaction, so no two purges delete the same kit.
 *
 * A kit refers to media in two ways: the graphics it shows (kit_media) and the files made for its current
 * revision (kit_files, from version 2). Both keep a medium alive; the view kit_references lists them together
 * so that "does any kit still refer to it" has one answer. From version 3 a kit keeps its guests' answers too
 * (guest-store-sqlite.ts), and from version 7 its owner's updates (update-store-sqlite.ts), deleted with it.
 */
import { DatabaseSync, type StatementSync } from "node:sqlite";
import { isOwner, type KeptKit, type KitStore, type OwnerVerdict } from "../brandkit/mod.ts";
import { BrandKitError, ErrorCode } from "../brandkit/web.ts";
import { kitStoreMigrations, SQLITE } from "./kit-store-schema.ts";
import { createSqliteGuestStore } from "./guest-store-sqlite.ts";
import { createSqliteMailStore } from "./mail-store-sqlite.ts";
import { createSqliteDoorStore } from "./door-store-sqlite.ts";
import { createSqliteUpdateStore } from "./update-store-sqlite.ts";

/** How long a writer waits for another process's write transaction before it fails. */
const BUSY_TIMEOUT_MS = 5_000;
/** Seconds a caller should wait after the file could not be used (busy, locked, I/O). */
const RETRY_AFTER_S = 5;
/**
 * SQLite's primary result codes that mean the file cannot be used for now rather than a bug: SQLITE_BUSY (5),
 * SQLITE_LOCKED (6), SQLITE_IOERR (10), SQLITE_CANTOPEN (14).
 */
const UNAVAILABLE_RESULT_CODES = new Set([5, 6, 10, 14]);
/**
 * The same codes' fixed messages (sqlite3_errstr): node:sqlite's `exec` reports a failure without its code,
 * so its message is all there is to go by.
 */
const UNAVAILABLE_MESSAGES = new Set([
  "database is locked",
  "database table is locked",
  "disk I/O error",
  "unable to open database file",
]);

/** The schema's versions, in order (kit-store-schema.ts). */
export const SQLITE_MIGRATIONS: readonly string[] = kitStoreMigrations(SQLITE);

type KitRow = {
  id: string;
  kit_json: string;
  owner_hash: string;
  created_at: number;
  expires_at: number;
  revision: number;
  calendar_sequence: number;
};

export type SqliteKitStoreOptions = {
  /** How long a write waits for another connection's write transaction before it fails. @default 5000 */
  busyTimeoutMs?: number;
};

/** Runs `work` in a write transaction taken at once (BEGIN IMMEDIATE), rolled back if it throws. */
function writing<T>(db: DatabaseSync, work: () => T): T {
  db.exec("BEGIN IMMEDIATE");
  try {
    const result = work();
    db.exec("COMMIT");
    return result;
  } catch (error) {
    // SQLite rolls back by itself after some failures (I/O, a full disk); a second ROLLBACK would hide the cause.
    if (db.isTransaction) db.exec("ROLLBACK");
    throw error;
  }
}

/** True when `error` says the file cannot be used for now (another writer holds it, or the disk failed). */
export function isSqliteUnavailable(error: unknown): boolean {
  const { errcode, message } = (error ?? {}) as { errcode?: unknown; message?: unknown };
  if (typeof errcode === "number") return UNAVAILABLE_RESULT_CODES.has(errcode & 0xff);
  return typeof message === "string" && UNAVAILABLE_MESSAGES.has(message);
}

/** `error` as callers see it: STORE_UNAVAILABLE when the file cannot be used for now, else unchanged (a bug). */
function asStoreError(error: unknown, path: string): unknown {
  if (!isSqliteUnavailable(error)) return error;
  return new BrandKitError(ErrorCode.STORE_UNAVAILABLE, `The kit database at ${path} cannot be reached.`, {
    retryAfter: RETRY_AFTER_S,
    cause: error,
  });
}

/** Brings the file's schema to the latest version; returns the versions this call applied. */
export function migrate(db: DatabaseSync, migrations = SQLITE_MIGRATIONS): number[] {
  return writing(db, () => {
    db.exec("CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at INTEGER)");
    const row = db.prepare("SELECT MAX(version) AS version FROM schema_migrations").get() as {
      version: number | null;
    };
    const applied: number[] = [];
    for (let version = (row.version ?? 0) + 1; version <= migrations.length; version++) {
      db.exec(migrations[version - 1]);
      db.prepare("INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)").run(
        version,
        Date.now(),
      );
      applied.push(version);
    }
    return applied;
  });
}

/** Opens the file at `path` (":memory:" in tests) with the settings the store relies on, migrated. */
function openDatabase(path: string, busyTimeoutMs: number): DatabaseSync {
  const db = new DatabaseSync(path);
  try {
    db.exec(`PRAGMA busy_timeout = ${busyTimeoutMs}`);
    db.exec("PRAGMA journal_mode = WAL");
    db.exec("PRAGMA foreign_keys = ON");
    migrate(db);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/** Opens (and creates) the store at `path` (":memory:" in tests), migrated. */
export function openSqliteKitStore(path: string, options: SqliteKitStoreOptions = {}): KitStore {
  let db: DatabaseSync;
  try {
    db = openDatabase(path, options.busyTimeoutMs ?? BUSY_TIMEOUT_MS);
  } catch (error) {
    throw asStoreError(error, path);
  }

  /** Runs a call; a file that cannot be used for now becomes STORE_UNAVAILABLE, and any failure a rejection. */
  const guarded = async <T>(work: () => T | Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw asStoreError(error, path);
    }
  };
  /** Each statement prepared once and reused: preparing costs more than running most of these. */
  const statements = new Map<string, StatementSync>();
  const statement = (text: string) => {
    let prepared = statements.get(text);
    if (!prepared) statements.set(text, prepared = db.prepare(text));
    return prepared;
  };
  const liveRow = (id: string, nowMs: number) =>
    statement("SELECT * FROM kits WHERE id = ? AND expires_at > ?").get(id, nowMs) as KitRow | undefined;
  /** The kit's graphics (not its files' media). */
  const graphicsOf = (id: string) =>
    (statement("SELECT media_id FROM kit_media WHERE kit_id = ? ORDER BY media_id").all(id) as Array<
      { media_id: string }
    >).map((row) => row.media_id);
  const filesOf = (id: string): Record<string, string> =>
    Object.fromEntries(
      (statement("SELECT file_name, media_id FROM kit_files WHERE kit_id = ? ORDER BY file_name").all(
        id,
      ) as Array<{ file_name: string; media_id: string }>).map((row) => [row.file_name, row.media_id]),
    );
  /** Every medium the kit refers to: its graphics and its files' media. */
  const referencesOf = (id: string) =>
    (statement("SELECT media_id FROM kit_references WHERE kit_id = ?").all(id) as Array<
      { media_id: string }
    >).map((row) => row.media_id);
  const setGraphics = (id: string, mediaIds: readonly string[]) => {
    statement("DELETE FROM kit_media WHERE kit_id = ?").run(id);
    const insert = statement("INSERT OR IGNORE INTO kit_media (kit_id, media_id) VALUES (?, ?)");
    for (const mediaId of mediaIds) insert.run(id, mediaId);
  };
  /** Of `mediaIds`, those no kit refers to any more (as a graphic or a file), sorted. */
  const unreferenced = (mediaIds: Iterable<string>) => {
    const referenced = statement("SELECT 1 FROM kit_references WHERE media_id = ? LIMIT 1");
    return [...new Set(mediaIds)].filter((mediaId) => referenced.get(mediaId) === undefined).sort();
  };
  /**
   * The owner's verdict on a live kit; `change` runs, in one transaction, only when it is theirs. The token is
   * checked outside the transaction (hashing is asynchronous), so the kit is looked for again inside it: it may
   * have been deleted or purged meanwhile.
   */
  /** A kit as the store gives it, from its row. */
  const keptKitOf = (row: KitRow): KeptKit => ({
    id: row.id,
    kit: JSON.parse(row.kit_json),
    mediaIds: graphicsOf(row.id),
    createdAtMs: row.created_at,
    expiresAtMs: row.expires_at,
    revision: row.revision,
    files: filesOf(row.id),
    calendarSequence: row.calendar_sequence,
  });
  const asOwner = async <T>(
    id: string,
    token: string,
    nowMs: number,
    change: () => T,
  ): Promise<{ verdict: OwnerVerdict; result?: T }> => {
    const row = liveRow(id, nowMs);
    if (!row) return { verdict: "not-found" };
    if (!await isOwner(token, row.owner_hash)) return { verdict: "forbidden" };
    return writing(
      db,
      () => liveRow(id, nowMs) ? { verdict: "done", result: change() } : { verdict: "not-found" },
    );
  };

  return {
    ...createSqliteGuestStore({ statement, write: (work) => writing(db, work), guarded }),
    ...createSqliteDoorStore({ statement, write: (work) => writing(db, work), guarded }),
    ...createSqliteUpdateStore({ statement, write: (work) => writing(db, work), guarded }),
    mail: createSqliteMailStore({ statement, write: (work) => writing(db, work), guarded }),
    insert(kit, ownerTokenHash) {
      return guarded(() =>
        writing(db, () => {
          statement(
            "INSERT INTO kits (id, kit_json, owner_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?)",
          )
            .run(kit.id, JSON.stringify(kit.kit), ownerTokenHash, kit.createdAtMs, kit.expiresAtMs);
          setGraphics(kit.id, kit.mediaIds);
        })
      );
    },
    liveRevision(id, nowMs) {
      return guarded(() =>
        (statement("SELECT revision FROM kits WHERE id = ? AND expires_at > ?").get(id, nowMs) as
          | { revision: number }
          | undefined)?.revision ?? null
      );
    },
    get(id, nowMs) {
      return guarded(() => {
        const row = liveRow(id, nowMs);
        return row ? keptKitOf(row) : null;
      });
    },
    ownedKit(id, ownerToken, nowMs) {
      return guarded(async () => {
        const row = liveRow(id, nowMs);
        if (!row) return { verdict: "not-found" as const };
        if (!await isOwner(ownerToken, row.owner_hash)) return { verdict: "forbidden" as const };
        return { verdict: "done" as const, kit: keptKitOf(row) };
      });
    },
    ownerVerdict(id, ownerToken, nowMs) {
      return guarded(async () => {
        const row = liveRow(id, nowMs);
        if (!row) return "not-found";
        return await isOwner(ownerToken, row.owner_hash) ? "done" : "forbidden";
      });
    },
    update(id, change, ownerToken, nowMs) {
      return guarded(async () => {
        const { verdict, result } = await asOwner(id, ownerToken, nowMs, () => {
          const row = liveRow(id, nowMs)!;
          const { revision } = row;
          const stale = change.expectedRevision !== undefined && change.expectedRevision !== revision;
          if (stale) return { stale, revision, unkept: [] };
          const before = referencesOf(id);
          // The calendar's SEQUENCE rises with the revision, in the same write, when the event moved.
          const raise = change.calendarChanged ? 1 : 0;
          statement(
            `UPDATE kits SET kit_json = ?, revision = revision + 1, expires_at = COALESCE(?, expires_at),
             calendar_sequence = calendar_sequence + ? WHERE id = ?`,
          ).run(JSON.stringify(change.kit), change.expiresAtMs ?? null, raise, id);
          statement("DELETE FROM kit_files WHERE kit_id = ?").run(id);
          setGraphics(id, change.mediaIds);
          return {
            stale,
            revision: revision + 1,
            calendarSequence: row.calendar_sequence + raise,
            unkept: unreferenced(before),
          };
        });
        if (!result) return { verdict, unkeptMedia: [] };
        if (result.stale) return { verdict: "stale", unkeptMedia: result.unkept, revision: result.revision };
        return {
          verdict,
          unkeptMedia: result.unkept,
          revision: result.revision,
          calendarSequence: result.calendarSequence,
        };
      });
    },
    setExpiry(id, ownerToken, expiresAtMs, nowMs) {
      return guarded(async () => {
        const { verdict } = await asOwner(id, ownerToken, nowMs, () => {
          statement("UPDATE kits SET expires_at = ? WHERE id = ?").run(expiresAtMs, id);
        });
        return verdict;
      });
    },
    delete(id, ownerToken, nowMs) {
      return guarded(async () => {
        const { verdict, result } = await asOwner(id, ownerToken, nowMs, () => {
          const media = referencesOf(id);
          statement("DELETE FROM kits WHERE id = ?").run(id);
          return unreferenced(media);
        });
        return { verdict, unkeptMedia: result ?? [] };
      });
    },
    addFiles(id, revision, files, nowMs) {
      return guarded(() =>
        writing(db, () => {
          const current = statement("SELECT 1 FROM kits WHERE id = ? AND revision = ? AND expires_at > ?")
            .get(id, revision, nowMs);
          if (current === undefined) return false;
          const keep = statement(
            `INSERT INTO kit_files (kit_id, file_name, media_id) VALUES (?, ?, ?)
             ON CONFLICT (kit_id, file_name) DO UPDATE SET media_id = excluded.media_id`,
          );
          for (const [fileName, mediaId] of Object.entries(files)) keep.run(id, fileName, mediaId);
          return true;
        })
      );
    },
    keptMedia(mediaIds, nowMs) {
      return guarded(() => {
        const live = statement(
          `SELECT 1 FROM kit_references JOIN kits ON kits.id = kit_references.kit_id
           WHERE media_id = ? AND expires_at > ? LIMIT 1`,
        );
        return new Set(mediaIds.filter((mediaId) => live.get(mediaId, nowMs) !== undefined));
      });
    },
    purgeExpired(nowMs, limit) {
      return guarded(() =>
        writing(db, () => {
          const expired =
            (statement("SELECT id FROM kits WHERE expires_at <= ? LIMIT ?").all(nowMs, limit) as Array<
              { id: string }
            >).map((row) => row.id);
          const media = expired.flatMap(referencesOf);
          const remove = statement("DELETE FROM kits WHERE id = ?");
          for (const id of expired) remove.run(id);
          return unreferenced(media);
        })
      );
    },
    ping() {
      return guarded(() => {
        statement("SELECT 1").get();
      });
    },
    close() {
      db.close();
      return Promise.resolve();
    },
  };
}
