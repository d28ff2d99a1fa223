import { describe, expect, it } from "vitest";
import {
  classifyAddress,
  createOutboundPolicy,
  isPublicAddress,
} from "../../../brandkit/outbound/outbound.ts";
import { BrandKitError, ErrorCode, failureOf } from "../_fixtures.ts";

const REFUSED = "Refused to fetch an address the AI service gave:";

/** A resolver over a fixed table, recording what it was asked; unknown names fail like NXDOMAIN. */
function fakeDns(table: Record<string, string[]>) {
  const asked: string[] = [];
  const resolveHost = (hostname: string) => {
    asked.push(hostname);
    const addresses = table[hostname];
    return addresses ? Promise.resolve(addresses) : Promise.reject(new Error(`no such host ${hostname}`));
  };
  return { asked, resolveHost };
}

describe("classifyAddress() and isPublicAddress()", () => {
  it.each([
    ["8.8.8.8", "public"],
    ["93.184.215.14", "public"],
    ["2606:4700:4700::1111", "public"],
    ["[2a00:1450:4001:80b::200e]", "public"],
    ["0.0.0.0", "unspecified"],
    ["::", "unspecified"],
    ["127.0.0.1", "loopback"],
    ["127.255.255.254", "loopback"],
    ["::1", "loopback"],
    ["[::1]", "loopback"],
    ["10.0.0.5", "private"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private"],
    ["192.168.1.1", "private"],
    ["fc00::1", "private"],
    ["fd12:3456::1", "private"],
    ["169.254.0.1", "link-local"],
    ["fe80::1", "link-local"],
    ["fe80::1%eth0", "link-local"],
    ["169.254.169.254", "cloud metadata"],
    ["fd00:ec2::254", "cloud metadata"],
    ["100.64.0.1", "shared (CGNAT)"],
    ["100.127.255.255", "shared (CGNAT)"],
    ["198.18.0.1", "benchmarking"],
    ["198.19.255.255", "benchmarking"],
    ["192.0.2.1", "documentation"],
    ["2001:db8::1", "documentation"],
    ["224.0.0.1", "multicast"],
    ["ff02::1", "multicast"],
    ["240.0.0.1", "reserved"],
    ["255.255.255.255", "reserved"],
    ["::ffff:127.0.0.1", "loopback"],
    ["::ffff:7f00:1", "loopback"],
    ["[::ffff:a9fe:a9fe]", "cloud metadata"],
    ["::ffff:8.8.8.8", "public"],
    ["64:ff9b::10.0.0.1", "private"],
    ["2002:7f00:1::", "loopback"],
    ["2001::1", "reserved"],
    ["::2", "reserved"],
    ["4000::1", "reserved"],
    ["localhost", "not an IP address"],
    ["0x7f.0.0.1", "not an IP address"],
    ["256.1.1.1", "not an IP address"],
    ["1::2::3", "not an IP address"],
    ["1:2:3:4:5:6:7:8:9", "not an IP address"],
  ])("calls %s %s", (ip, kind) => {
    expect(classifyAddress(ip)).toBe(kind);
    expect(isPublicAddress(ip)).toBe(kind === "public");
  });

  it("sits just outside 172.16/12 and 100.64/10 at their edges", () => {
    expect(["172.15.255.255", "172.32.0.0", "100.63.255.255", "100.128.0.0"].map(isPublicAddress))
      .toEqual([true, true, true, true]);
  });
});

describe("an outbound policy", () => {
  const dns = {
    "images.example.com": ["93.184.215.14", "2606:2800:21f:cb07:6820:80da:af6b:8b2c"],
    "internal.example.com": ["10.1.2.3"],
    "half-internal.example.com": ["93.184.215.14", "fd00::7"],
    "empty.example.com": [],
    "localhost": ["127.0.0.1", "::1"],
  };

  it.each([
    ["an HTTPS URL whose host resolves only to public addresses", "https://images.example.com/a.png"],
    ["a public IPv4 literal", "https://93.184.215.14/a.png"],
    ["a public IPv6 literal", "https://[2606:4700:4700::1111]/a.png"],
    ["plain HTTP to the configured host", "http://localhost:11434/v1/files/a.png"],
    ["HTTPS to the configured host, whatever it resolves to", "https://LOCALHOST:11434/a.png"],
  ])("allows %s", async (_case, url) => {
    const policy = createOutboundPolicy({ allowHttpHosts: ["localhost:11434"], ...fakeDns(dns) });
    await expect(policy.check(url)).resolves.toBeUndefined();
  });

  it.each([
    ["a URL that does not parse", "not a url", "it is not a valid URL"],
    [
      "plain HTTP to another host",
      "http://images.example.com/a.png",
      "it is plain HTTP, and only HTTPS is allowed",
    ],
    [
      "plain HTTP to the configured host on another port",
      "http://localhost:6379/",
      "it is plain HTTP, and only HTTPS is allowed",
    ],
    ["a file URL", "file:///etc/passwd", "only HTTPS is allowed"],
    ["an FTP URL", "ftp://images.example.com/a.png", "only HTTPS is allowed"],
    ["credentials in the URL", "https://user:secret@images.example.com/a.png", "it carries credentials"],
    [
      "credentials even for the configured host",
      "http://user@localhost:11434/a.png",
      "it carries credentials",
    ],
    ["a loopback literal", "https://127.0.0.1/a.png", "it is a loopback address"],
    ["loopback written in decimal", "https://2130706433/a.png", "it is a loopback address"],
    ["loopback written in octal", "https://0177.0.0.1/a.png", "it is a loopback address"],
    ["loopback written in hex", "https://0x7f.1/a.png", "it is a loopback address"],
    ["an IPv6 loopback literal", "https://[::1]/a.png", "it is a loopback address"],
    ["loopback mapped into IPv6", "https://[::ffff:127.0.0.1]/a.png", "it is a loopback address"],
    ["the unspecified address", "https://0.0.0.0/a.png", "it is an unspecified address"],
    [
      "the cloud metadata service",
      "https://169.254.169.254/latest/meta-data/",
      "it is a cloud metadata address",
    ],
    ["the cloud metadata service over IPv6", "https://[fd00:ec2::254]/", "it is a cloud metadata address"],
    ["a private literal", "https://10.0.0.5/a.png", "it is a private address"],
    ["a CGNAT literal", "https://100.64.1.1/a.png", "it is a shared (CGNAT) address"],
    ["a benchmarking literal", "https://198.18.0.1/a.png", "it is a benchmarking address"],
    [
      "a name that resolves to a private address",
      "https://internal.example.com/a.png",
      "its host resolves to a private address",
    ],
    [
      "a name with one private address among public ones",
      "https://half-internal.example.com/",
      "its host resolves to a private address",
    ],
    [
      "localhost when it is not the configured host",
      "https://localhost/a.png",
      "its host resolves to a loopback address",
    ],
    ["a name that does not resolve", "https://nowhere.example.com/a.png", "its host could not be resolved"],
    ["a name that resolves to nothing", "https://empty.example.com/a.png", "its host could not be resolved"],
  ])("refuses %s", async (_case, url, reason) => {
    const policy = createOutboundPolicy({ allowHttpHosts: ["localhost:11434"], ...fakeDns(dns) });
    const failure = await failureOf(policy.check(url));
    expect(failure).toEqual(new BrandKitError(ErrorCode.AI_ERROR, `${REFUSED} ${reason}.`));
  });

  it("never names the URL, its host or its credentials in the refusal", async () => {
    const policy = createOutboundPolicy(fakeDns(dns));
    const failure = await failureOf(policy.check("https://admin:hunter22@internal.example.com/?token=abc"));
    expect(failure.message).not.toMatch(/internal|hunter22|admin|token|10\.1\.2\.3/);
  });

  it("asks DNS only about names, not about IP literals or the configured host", async () => {
    const { asked, resolveHost } = fakeDns(dns);
    const policy = createOutboundPolicy({ allowHttpHosts: ["localhost:11434"], resolveHost });
    await policy.check("https://93.184.215.14/a.png");
    await policy.check("http://localhost:11434/a.png");
    await policy.check("https://images.example.com/a.png");
    expect(asked).toEqual(["images.example.com"]);
  });

  it("passes the caller's signal to DNS and lets a cancelled lookup fail as it did", async () => {
    const controller = new AbortController();
    const seen: (AbortSignal | undefined)[] = [];
    const policy = createOutboundPolicy({
      resolveHost: (_hostname, signal) => {
        seen.push(signal);
        controller.abort(new DOMException("stopped", "AbortError"));
        return Promise.reject(signal!.reason);
      },
    });
    await expect(policy.check("https://images.example.com/", controller.signal)).rejects.toMatchObject({
      name: "AbortError",
    });
    expect(seen).toEqual([controller.signal]);
  });
});
