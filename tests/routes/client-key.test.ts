import { describe, expect, it } from "vitest";
import { Hono } from "hono";
import { clientKeyBehind, peerAddress } from "../../routes/client-key.ts";
import type { ClientKey } from "../../routes/client-key.ts";

/** The key `clientKey` gives a request from `peer` with these headers. */
async function keyOf(clientKey: ClientKey, peer: string | undefined, headers: Record<string, string> = {}) {
  const app = new Hono().get("/", (c) => c.text(clientKey(c)));
  const env = peer === undefined ? undefined : { remoteAddr: { hostname: peer } };
  return await (await app.request("/", { headers }, env)).text();
}

describe("peerAddress", () => {
  it("is the connection's peer, or 'unknown' without connection info", async () => {
    expect(await keyOf(peerAddress, "198.51.100.4")).toBe("198.51.100.4");
    expect(await keyOf(peerAddress, undefined)).toBe("unknown");
  });
});

describe("clientKeyBehind()", () => {
  const behindProxy = clientKeyBehind(["10.0.0.2"]);

  it.each([
    [
      "a trusted proxy's request is keyed by the address it appended",
      "10.0.0.2",
      "203.0.113.9",
      "203.0.113.9",
    ],
    ["a forged first entry is ignored behind the proxy", "10.0.0.2", "1.2.3.4, 203.0.113.9", "203.0.113.9"],
    ["a trusted proxy without the header is keyed by itself", "10.0.0.2", undefined, "10.0.0.2"],
    [
      "any other peer is keyed by its own address, whatever it sends",
      "198.51.100.4",
      "1.2.3.4",
      "198.51.100.4",
    ],
  ])("%s", async (_what, peer, forwarded, key) => {
    const headers: Record<string, string> = forwarded ? { "X-Forwarded-For": forwarded } : {};
    expect(await keyOf(behindProxy, peer, headers)).toBe(key);
  });

  it("believes no header at all when no proxy is trusted", async () => {
    expect(await keyOf(clientKeyBehind([]), "198.51.100.4", { "X-Forwarded-For": "1.2.3.4" })).toBe(
      "198.51.100.4",
    );
  });
});
