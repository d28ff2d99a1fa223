import { afterAll, describe, expect, it } from "vitest";
import { MAX_IMAGE_REDIRECTS } from "../../../brandkit/images/image-download.ts";
import { createOutboundPolicy, type ResolveHost } from "../../../brandkit/outbound/outbound.ts";
import { BrandKitError, downloadImage, ErrorCode, failureOf } from "../_fixtures.ts";

/** A PNG signature and a few bytes: enough for the sniffing, which is all downloadImage checks. */
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const WHAT = "poster graphic";
const REFUSED = "Refused to fetch an address the AI service gave:";

/** A server on 127.0.0.1 that counts the requests each path gets. */
function countingServer(handler: (path: string, origin: string) => Response) {
  const hits: string[] = [];
  let origin = "";
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, (request) => {
    const path = new URL(request.url).pathname;
    hits.push(path);
    return handler(path, origin);
  });
  origin = `http://127.0.0.1:${server.addr.port}`;
  return { hits, origin, host: new URL(origin).host, close: () => server.shutdown() };
}

/**
 * The real fetch, recording every URL it is asked for and refusing (without sending anything) any that is not
 * on loopback: a test must never send traffic elsewhere, even when the code under test is wrong.
 */
function loopbackOnlyFetch() {
  const calls: { url: string; redirect?: RequestRedirect }[] = [];
  const fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input);
    calls.push({ url: url.href, redirect: init?.redirect });
    if (url.hostname !== "127.0.0.1") return Promise.reject(new TypeError("test fetch: not loopback"));
    return globalThis.fetch(url, init);
  }) as typeof globalThis.fetch;
  return { calls, fetch };
}

/** DNS that knows a public name, a name inside the network and localhost, and nothing else. */
const resolveHost: ResolveHost = (hostname) => {
  const table: Record<string, string[]> = {
    "images.example.com": ["93.184.215.14"],
    "images.internal.test": ["10.0.0.5"],
    "localhost": ["127.0.0.1"],
  };
  return table[hostname] ? Promise.resolve(table[hostname]) : Promise.reject(new Error("NXDOMAIN"));
};

describe("downloadImage() under an outbound policy, against real loopback servers", () => {
  // `trusted` stands for the configured provider's host; `forbidden` for what must never be reached.
  const forbidden = countingServer(() =>
    new Response(PNG_BYTES, { headers: { "content-type": "image/png" } })
  );
  const trusted = countingServer((path, origin) => {
    if (path === "/art.png") return new Response(PNG_BYTES, { headers: { "content-type": "image/png" } });
    if (path === "/moved") return Response.redirect(`${origin}/art.png`, 302);
    if (path.startsWith("/loop/")) {
      return Response.redirect(`${origin}/loop/${Number(path.slice(6)) + 1}`, 307);
    }
    if (path === "/to-loopback") return Response.redirect(`${forbidden.origin}/secret`, 302);
    if (path === "/to-metadata") return Response.redirect("http://169.254.169.254/latest/meta-data/", 302);
    return new Response("no", { status: 404 });
  });
  const policy = createOutboundPolicy({ allowHttpHosts: [trusted.host], resolveHost });

  afterAll(async () => {
    await forbidden.close();
    await trusted.close();
  });

  it("downloads from the configured host over plain HTTP, following a redirect on that host by hand", async () => {
    const { calls, fetch } = loopbackOnlyFetch();
    const image = await downloadImage(`${trusted.origin}/moved`, { fetch, what: WHAT, policy });
    expect(image).toEqual({ bytes: PNG_BYTES, mimeType: "image/png" });
    expect(calls).toEqual([
      { url: `${trusted.origin}/moved`, redirect: "manual" },
      { url: `${trusted.origin}/art.png`, redirect: "manual" },
    ]);
  });

  it.each([
    [
      "a loopback address that is not the configured host, over HTTPS",
      "https://127.0.0.1:{port}/secret",
      "it is a loopback address",
    ],
    [
      "a loopback address that is not the configured host, over HTTP",
      "http://127.0.0.1:{port}/secret",
      "it is plain HTTP, and only HTTPS is allowed",
    ],
    [
      "a name for a loopback address",
      "https://localhost:{port}/secret",
      "its host resolves to a loopback address",
    ],
    [
      "the cloud metadata service",
      "https://169.254.169.254/latest/meta-data/",
      "it is a cloud metadata address",
    ],
    ["a private address", "https://10.0.0.5/art.png", "it is a private address"],
    [
      "a name that resolves to a private address",
      "https://images.internal.test/art.png",
      "its host resolves to a private address",
    ],
  ])("refuses %s before sending anything", async (_case, template, reason) => {
    const { calls, fetch } = loopbackOnlyFetch();
    const url = template.replace("{port}", new URL(forbidden.origin).port);
    const failure = await failureOf(downloadImage(url, { fetch, what: WHAT, policy }));
    expect(failure).toEqual(new BrandKitError(ErrorCode.AI_ERROR, `${REFUSED} ${reason}.`));
    expect(calls).toEqual([]);
    expect(forbidden.hits).toEqual([]);
  });

  it.each([
    ["to a loopback server on another port", "/to-loopback"],
    ["to the cloud metadata service", "/to-metadata"],
  ])("refuses a redirect from the configured host %s, and never follows it", async (_case, path) => {
    const { calls, fetch } = loopbackOnlyFetch();
    const failure = await failureOf(downloadImage(`${trusted.origin}${path}`, { fetch, what: WHAT, policy }));
    expect(failure).toEqual(
      new BrandKitError(
        ErrorCode.AI_ERROR,
        "The AI service's poster graphic could not be downloaded (it redirected to another host).",
      ),
    );
    expect(calls.map((call) => call.url)).toEqual([`${trusted.origin}${path}`]);
    expect(forbidden.hits).toEqual([]);
  });

  it(`follows at most ${MAX_IMAGE_REDIRECTS} redirects on the same host`, async () => {
    const { calls, fetch } = loopbackOnlyFetch();
    const failure = await failureOf(downloadImage(`${trusted.origin}/loop/0`, { fetch, what: WHAT, policy }));
    expect(failure).toEqual(
      new BrandKitError(
        ErrorCode.AI_ERROR,
        "The AI service's poster graphic could not be downloaded (more than 3 redirects).",
      ),
    );
    expect(calls.map((call) => new URL(call.url).pathname)).toEqual([
      "/loop/0",
      "/loop/1",
      "/loop/2",
      "/loop/3",
    ]);
  });
});

describe("downloadImage() under an outbound policy, with a scripted fetch", () => {
  const policy = createOutboundPolicy({ resolveHost });

  /** Answers from a table by URL, recording each call; nothing leaves the process. */
  function scriptedFetch(answers: Record<string, () => Response>) {
    const calls: string[] = [];
    const fetch = ((input: RequestInfo | URL) => {
      const url = String(input);
      calls.push(url);
      return Promise.resolve(answers[url]?.() ?? new Response("no", { status: 404 }));
    }) as typeof globalThis.fetch;
    return { calls, fetch };
  }

  it("downloads from a public host over HTTPS", async () => {
    const { calls, fetch } = scriptedFetch({
      "https://images.example.com/a.png": () =>
        new Response(PNG_BYTES, { headers: { "content-type": "image/png" } }),
    });
    const image = await downloadImage("https://images.example.com/a.png", { fetch, what: WHAT, policy });
    expect(image.mimeType).toBe("image/png");
    expect(calls).toEqual(["https://images.example.com/a.png"]);
  });

  it("refuses a same-host redirect down to plain HTTP, as the policy sees every hop", async () => {
    const { calls, fetch } = scriptedFetch({
      "https://images.example.com/a.png": () => Response.redirect("http://images.example.com/a.png", 301),
    });
    const failure = await failureOf(
      downloadImage("https://images.example.com/a.png", { fetch, what: WHAT, policy }),
    );
    expect(failure).toEqual(
      new BrandKitError(ErrorCode.AI_ERROR, `${REFUSED} it is plain HTTP, and only HTTPS is allowed.`),
    );
    expect(calls).toEqual(["https://images.example.com/a.png"]);
  });

  it("refuses a redirect without a Location", async () => {
    const { fetch } = scriptedFetch({
      "https://images.example.com/a.png": () => new Response(null, { status: 302 }),
    });
    const failure = await failureOf(
      downloadImage("https://images.example.com/a.png", { fetch, what: WHAT, policy }),
    );
    expect(failure.message).toBe(
      "The AI service's poster graphic could not be downloaded (HTTP 302 without a usable Location).",
    );
  });

  it("counts a DNS lookup that hangs against the download's time bound", async () => {
    const hanging = createOutboundPolicy({
      resolveHost: (_hostname, signal) =>
        new Promise((_resolve, reject) => signal?.addEventListener("abort", () => reject(signal.reason))),
    });
    const { calls, fetch } = scriptedFetch({});
    const failure = await failureOf(
      downloadImage("https://images.example.com/a.png", { fetch, what: WHAT, policy: hanging, timeoutMs: 5 }),
    );
    expect(failure).toEqual(
      new BrandKitError(
        ErrorCode.AI_TIMEOUT,
        "The AI service's poster graphic did not download within 0.005 s.",
      ),
    );
    expect(calls).toEqual([]);
  });

  it("keeps the URL and its signature out of a network failure's message", async () => {
    const failing = (() =>
      Promise.reject(
        new TypeError("error sending request for url (https://images.example.com/a.png?sig=s3cr3t)"),
      )) as typeof fetch;
    const failure = await failureOf(
      downloadImage("https://images.example.com/a.png?sig=s3cr3t", { fetch: failing, what: WHAT, policy }),
    );
    expect(failure.message).toBe(
      "The AI service's poster graphic could not be downloaded: error sending request for url ([url])",
    );
  });
});
