/**
 * A client wired to the local platform served on a loopback port, for realtime: a real websocket, fake timers
 * for heartbeats, timeouts and backoff, a seeded random for the jitter, and a record of every socket made.
 */
import { seededRandom } from "../../../brandkit/mod.ts";
import { createClient, memoryStorage, type PlatformClient, type StateChange } from "../../../platform/mod.ts";
import { FakeTime } from "./fake-time.ts";
import { createLocalPlatform, type LocalPlatform } from "./local-platform/app.ts";
import { type ServedPlatform, servePlatform } from "./serve.ts";
import { TEST_SEED } from "./setup.ts";

/** A real WebSocket that remembers whether the client closed it, and counts the pongs it received. */
export class RecordedSocket extends WebSocket {
  closedByClient = false;
  /** Pongs delivered so far. Counted before the client's own handler sees each one (registered first). */
  pongs = 0;
  constructor(url: string) {
    super(url);
    this.addEventListener("message", (event) => {
      if (typeof event.data === "string" && /"type"\s*:\s*"pong"/.test(event.data)) this.pongs++;
    });
  }
  override close(code?: number, reason?: string): void {
    this.closedByClient = true;
    super.close(code, reason);
  }
}

export type RealtimeSetup = {
  time: FakeTime;
  platform: LocalPlatform;
  served: ServedPlatform;
  client: PlatformClient;
  sockets: RecordedSocket[];
  /** Every connection state change, in order. */
  changes: StateChange[];
  close(): Promise<void>;
};

export function realtimeSetup(): RealtimeSetup {
  const time = new FakeTime();
  const platform = createLocalPlatform({ now: () => time.now() });
  const served = servePlatform(platform);
  const sockets: RecordedSocket[] = [];
  const client = createClient({
    projectId: platform.projectId,
    baseUrl: served.url,
    clock: time,
    timers: time,
    random: seededRandom(TEST_SEED),
    storage: memoryStorage(),
    browser: null,
    WebSocket: class extends RecordedSocket {
      constructor(url: string) {
        super(url);
        sockets.push(this);
      }
    },
  });
  const changes: StateChange[] = [];
  client.realtime.onStateChange((change) => changes.push(change));
  return {
    time,
    platform,
    served,
    client,
    sockets,
    changes,
    async close() {
      client.dispose();
      await served.close();
    },
  };
}
