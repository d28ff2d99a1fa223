/**
 * The platform's published SDK, pointed at the local platform served on loopback: the proof that the local
 * platform speaks the real wire. The SDK reads the network and the clock from globals and fixes its core address
 * in its HTTP client, so this is the one place tests inject globals: fetch and WebSocket are wrapped to refuse
 * anything but loopback, its core and auth addresses are set to the served platform, and its console chatter is
 * silenced. restore() undoes all of it.
 */
import { createClient as createSdkClient } from "@blinkdotnew/sdk";
import { vi } from "vitest";

export type SdkClient = ReturnType<typeof createSdkClient>;

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

function requireLoopback(url: string): void {
  const host = new URL(url).hostname;
  if (!LOOPBACK_HOSTS.has(host)) throw new TypeError(`Tests only reach loopback addresses, not ${host}`);
}

/** Storage for the SDK's tokens (under Deno it would otherwise keep none). */
export function sdkMemoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    clear: () => items.clear(),
  };
}

/** Installs the loopback guards; call the returned function to restore the real globals. */
export function guardGlobals(): () => void {
  const realFetch = globalThis.fetch;
  const RealWebSocket = globalThis.WebSocket;
  vi.stubGlobal("fetch", (input: Request | string | URL, init?: RequestInit) => {
    requireLoopback(input instanceof Request ? input.url : String(input));
    return realFetch(input, init);
  });
  vi.stubGlobal(
    "WebSocket",
    class LoopbackWebSocket extends RealWebSocket {
      constructor(url: string | URL, protocols?: string | string[]) {
        requireLoopback(String(url));
        super(url, protocols);
      }
    },
  );
  const quiet = [
    vi.spyOn(console, "log").mockImplementation(() => {}),
    vi.spyOn(console, "warn").mockImplementation(() => {}),
    vi.spyOn(console, "error").mockImplementation(() => {}),
  ];
  return () => {
    for (const spy of quiet) spy.mockRestore();
    vi.unstubAllGlobals();
  };
}

/** An SDK client for `projectId` on the platform served at `url` (headless auth, tokens kept in memory). */
export function createSdk(url: string, projectId: string): SdkClient {
  const blink = createSdkClient({
    projectId,
    auth: { mode: "headless", authUrl: url, coreUrl: url, storage: sdkMemoryStorage() },
  });
  // The SDK's HTTP client (database, storage, AI, realtime socket ...) has its addresses built in.
  const http = (blink as unknown as { _httpClient: { authUrl: string; coreUrl: string } })._httpClient;
  http.authUrl = url;
  http.coreUrl = url;
  return blink;
}

/** Closes the SDK's realtime socket, if it opened one. */
export function closeSdkRealtime(blink: SdkClient): void {
  (blink.realtime as unknown as { connection: { disconnect(): void } }).connection.disconnect();
}
