/**
 * A real SMTP server for tests: npm smtp-server on a free loopback port (port 0), in this process, collecting
 * every message it takes (parsed by mailparser). It can refuse mail for a while (a 451, as a server that is busy),
 * and be stopped and started again on the same port, as a mail server that goes away and comes back.
 */
import { SMTPServer } from "smtp-server";
import { type ParsedMail, simpleParser } from "mailparser";

export type ReceivedMail = {
  /** The envelope's recipients. */
  to: string[];
  /** The raw message, as sent. */
  raw: string;
  parsed: ParsedMail;
};

export type TestSmtp = {
  /** smtp://user:secret@127.0.0.1:<port> */
  url: string;
  port: number;
  /** Every message taken, in order. */
  received: ReceivedMail[];
  /** While true, every message is refused with 451 (try again later). */
  refusing: boolean;
  /** Resolves once `count` messages have been taken (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** Stops listening (the port is kept for restart()). */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  restart(): Promise<void>;
};

/** Starts the server; call stop() when done (an afterAll). */
export async function startSmtp(): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const state = { refusing: false };
  let server: SMTPServer | undefined;
  let port = 0;
  const listen = async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onAuth(_auth, _session, callback) {
        callback(null, { user: "test" });
      },
      onData(stream, session, callback) {
        const chunks: Uint8Array[] = [];
        stream.on("data", (chunk: Uint8Array) => chunks.push(chunk));
        stream.on("end", async () => {
          if (state.refusing) {
            const error = Object.assign(new Error("Busy: try again later"), { responseCode: 451 });
            return callback(error);
          }
          const raw = new TextDecoder().decode(concat(chunks));
          received.push({
            to: session.envelope.rcptTo.map((address) => address.address),
            raw,
            parsed: await simpleParser(raw),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server!.once("error", reject);
      server!.listen(port, "127.0.0.1", () => resolve());
    });
    port = (server.server.address() as { port: number }).port;
  };
  await listen();
  const handle: TestSmtp = {
    url: `smtp://user:secret@127.0.0.1:${port}`,
    port,
    received,
    get refusing() {
      return state.refusing;
    },
    set refusing(value: boolean) {
      state.refusing = value;
    },
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`${received.length} of ${count} mails arrived`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return received.slice(0, count);
    },
    async stop() {
      const current = server;
      server = undefined;
      if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
    },
    async restart() {
      if (!server) await listen();
    },
  };
  return handle;
}

function concat(chunks: readonly Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}
