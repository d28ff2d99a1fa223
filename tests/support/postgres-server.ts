/**
 * A real Postgres for tests: Debian's postgresql binaries on a free loopback port, with its data and socket in a
 * temporary folder and trust authentication on loopback. Run as the `postgres` user when the tests run as root
 * (initdb refuses root). Stopped (and restarted on the same port, keeping its data) by pg_ctl with its own data
 * folder, never by name. Missing binaries are an error, not a skip.
 */
import postgres from "postgres";
import { freePort } from "./redis-server.ts";
import { findPostgresBin } from "./system-tools.ts";

const START_TIMEOUT_S = 30;
/** The superuser initdb creates (trust auth: no password). */
const SUPERUSER = "postgres";

export type TestPostgres = {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  /** A new, empty database on this server; returns its URL. */
  createDatabase(): Promise<string>;
  /**
   * Stops the server (fast shutdown: connections are cut), keeping its data and port for restart() unless
   * `removeData`. Stopping a stopped server does nothing.
   */
  stop(options?: { removeData?: boolean }): Promise<void>;
  /** Starts it again on the same port, with its data. */
  restart(): Promise<void>;
};

/** Runs a command, as the postgres user when we are root; throws with its output when it fails. */
async function run(asPostgres: boolean, command: string, args: string[]): Promise<void> {
  const [program, programArgs] = asPostgres
    ? ["runuser", ["-u", SUPERUSER, "--", command, ...args]]
    : [command, args];
  const output = await new Deno.Command(program, {
    args: programArgs,
    stdin: "null",
    stdout: "piped",
    stderr: "piped",
  })
    .output();
  if (!output.success) {
    const text = new TextDecoder().decode(output.stdout) + new TextDecoder().decode(output.stderr);
    throw new Error(`${command} ${args.join(" ")} failed (${output.code}): ${text.trim()}`);
  }
}

/** Starts Postgres; call stop({ removeData: true }) when done (an afterAll). */
export async function startPostgres(): Promise<TestPostgres> {
  const bin = await findPostgresBin();
  if (!bin) throw new Error("Postgres is not installed: no initdb and pg_ctl (apt-get install postgresql)");
  const asPostgres = Deno.uid() === 0;
  const port = freePort();
  const dir = await Deno.makeTempDir({ prefix: "brandkit-postgres-" });
  const data = `${dir}/data`;
  if (asPostgres) await run(false, "chown", [SUPERUSER, dir]);
  await run(asPostgres, `${bin}/initdb`, [
    "-D",
    data,
    "-U",
    SUPERUSER,
    "--auth=trust",
    "--no-sync",
    "--locale=C.UTF-8",
    "--encoding=UTF8",
  ]);
  const serverOptions = `-p ${port} -k ${dir} -h 127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const start = () =>
    run(asPostgres, `${bin}/pg_ctl`, [
      "start",
      "-D",
      data,
      "-w",
      "-t",
      String(START_TIMEOUT_S),
      "-l",
      `${dir}/server.log`,
      "-o",
      serverOptions,
    ]);
  /** pg_ctl's own answer for this data folder: running or not (its postmaster.pid names the process). */
  const isRunning = async () => {
    const status = await new Deno.Command(asPostgres ? "runuser" : `${bin}/pg_ctl`, {
      args: [...(asPostgres ? ["-u", SUPERUSER, "--", `${bin}/pg_ctl`] : []), "status", "-D", data],
      stdout: "null",
      stderr: "null",
    }).output();
    return status.success;
  };
  await start();
  const url = `postgres://${SUPERUSER}@127.0.0.1:${port}/postgres`;
  let databases = 0;
  return {
    url,
    port,
    async createDatabase() {
      const name = `kits_${++databases}`;
      const admin = postgres(url, { max: 1, onnotice: () => {} });
      try {
        await admin.unsafe(`CREATE DATABASE ${name}`);
      } finally {
        await admin.end();
      }
      return `postgres://${SUPERUSER}@127.0.0.1:${port}/${name}`;
    },
    async stop(options = {}) {
      if (await isRunning()) await run(asPostgres, `${bin}/pg_ctl`, ["stop", "-D", data, "-m", "fast", "-w"]);
      if (options.removeData) await Deno.remove(dir, { recursive: true });
    },
    restart: start,
  };
}
