/**
 * The kit store in an embedded SQLite file (node:sqlite), the default: nothing to set up. Migrations are
 * versioned and run at open inside one write transaction, so two processes opening the same file at once apply
 * each exactly once (the second waits for the first: busy_timeout). Purging takes its kits in the same kind of
 * transaction, so no two purges delete the same kit.
 */
import { DatabaseSync } from "node:sqlite";
import { isOwner, type KeptKit, type KitStore, type OwnerVerdict } from "../brandkit/kept-kits.ts";

/** How long a writer waits for another process's write transaction before it fails. */
const BUSY_TIMEOUT_MS = 5_000;

/** The schema's versions, in order; a version once released never changes. */
export const SQLITE_MIGRATIONS: readonly string[] = [
  `CREATE TABLE kits (
     id TEXT PRIMARY KEY,
     kit_json TEXT NOT NULL,
     owner_hash TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     expires_at INTEGER NOT NULL
   );
   CREATE INDEX kits_by_expiry ON kits (expires_at);
   CREATE TABLE kit_media (
     kit_id TEXT NOT NULL REFERENCES kits (id) ON DELETE CASCADE,
     media_id TEXT NOT NULL,
     PRIMARY KEY (kit_id, media_id)
   );
   CREATE INDEX kit_media_by_media ON kit_media (media_id);`,
];

type KitRow = { id: string; kit_json: string; owner_hash: string; created_at: number; expires_at: number };

/** Runs `work` in a write transaction taken at once (BEGIN IMMEDIATE), rolled back if it throws. */
function writing<T>(db: DatabaseSync, work: () => T): T {
  db.exec("BEGIN IMMEDIATE");
  try {
    const result = work();
    db.exec("COMMIT");
    return result;
  } catch (error) {
    db.exec("ROLLBACK");
    throw error;
  }
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

/** Opens (and creates) the store at `path` (":memory:" in tests), migrated. */
export function openSqliteKitStore(path: string): KitStore {
  const db = new DatabaseSync(path);
  db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
  db.exec("PRAGMA journal_mode = WAL");
  db.exec("PRAGMA foreign_keys = ON");
  migrate(db);

  const liveRow = (id: string, nowMs: number) =>
    db.prepare("SELECT * FROM kits WHERE id = ? AND expires_at > ?").get(id, nowMs) as KitRow | undefined;
  const mediaOf = (id: string) =>
    (db.prepare("SELECT media_id FROM kit_media WHERE kit_id = ? ORDER BY media_id").all(id) as Array<
      { media_id: string }
    >).map((row) => row.media_id);
  const setMedia = (id: string, mediaIds: readonly string[]) => {
    db.prepare("DELETE FROM kit_media WHERE kit_id = ?").run(id);
    const insert = db.prepare("INSERT OR IGNORE INTO kit_media (kit_id, media_id) VALUES (?, ?)");
    for (const mediaId of mediaIds) insert.run(id, mediaId);
  };
  /** Of `mediaIds`, those no kit refers to any more. */
  const unreferenced = (mediaIds: Iterable<string>) => {
    const referenced = db.prepare("SELECT 1 FROM kit_media WHERE media_id = ? LIMIT 1");
    return [...new Set(mediaIds)].filter((mediaId) => referenced.get(mediaId) === undefined);
  };
  /** The owner's verdict on a live kit; `change` runs, in one transaction, only when it is theirs. */
  const asOwner = async <T>(id: string, token: string, nowMs: number, change: () => T) => {
    const row = liveRow(id, nowMs);
    if (!row) return { verdict: "not-found" as const };
    if (!await isOwner(token, row.owner_hash)) return { verdict: "forbidden" as const };
    return { verdict: "done" as const, result: writing(db, change) };
  };

  return {
    insert(kit, ownerTokenHash) {
      writing(db, () => {
        db.prepare(
          "INSERT INTO kits (id, kit_json, owner_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?)",
        )
          .run(kit.id, JSON.stringify(kit.kit), ownerTokenHash, kit.createdAtMs, kit.expiresAtMs);
        setMedia(kit.id, kit.mediaIds);
      });
      return Promise.resolve();
    },
    get(id, nowMs) {
      const row = liveRow(id, nowMs);
      if (!row) return Promise.resolve(null);
      const kit: KeptKit = {
        id: row.id,
        kit: JSON.parse(row.kit_json),
        mediaIds: mediaOf(row.id),
        createdAtMs: row.created_at,
        expiresAtMs: row.expires_at,
      };
      return Promise.resolve(kit);
    },
    async update(id, change, ownerToken, nowMs): Promise<OwnerVerdict> {
      const { verdict } = await asOwner(id, ownerToken, nowMs, () => {
        db.prepare("UPDATE kits SET kit_json = ? WHERE id = ?").run(JSON.stringify(change.kit), id);
        setMedia(id, change.mediaIds);
      });
      return verdict;
    },
    async delete(id, ownerToken, nowMs) {
      const { verdict, result } = await asOwner(id, ownerToken, nowMs, () => {
        const media = mediaOf(id);
        db.prepare("DELETE FROM kits WHERE id = ?").run(id);
        return unreferenced(media);
      });
      return { verdict, unkeptMedia: result ?? [] };
    },
    keptMedia(mediaIds, nowMs) {
      const live = db.prepare(
        "SELECT 1 FROM kit_media JOIN kits ON kits.id = kit_media.kit_id WHERE media_id = ? AND expires_at > ? LIMIT 1",
      );
      return Promise.resolve(new Set(mediaIds.filter((mediaId) => live.get(mediaId, nowMs) !== undefined)));
    },
    purgeExpired(nowMs, limit) {
      return Promise.resolve(writing(db, () => {
        const expired =
          (db.prepare("SELECT id FROM kits WHERE expires_at <= ? LIMIT ?").all(nowMs, limit) as Array<
            { id: string }
          >).map((row) => row.id);
        const media = expired.flatMap(mediaOf);
        const remove = db.prepare("DELETE FROM kits WHERE id = ?");
        for (const id of expired) remove.run(id);
        return unreferenced(media);
      }));
    },
    close() {
      db.close();
      return Promise.resolve();
    },
  };
}
