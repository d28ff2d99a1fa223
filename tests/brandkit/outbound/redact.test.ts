import { describe, expect, it } from "vitest";
import { errorLogDetail, redactSecrets, redactUrls } from "../../../brandkit/outbound/redact.ts";

const JWT =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4ifQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c";

describe("redactSecrets()", () => {
  it.each([
    [
      "a secret it was given",
      "Invalid key: my-own-key-42 was rejected",
      ["my-own-key-42"],
      "Invalid key: [redacted] was rejected",
    ],
    [
      "every copy of a given secret",
      "abcd1234 and again abcd1234",
      ["abcd1234"],
      "[redacted] and again [redacted]",
    ],
    ["a given secret URL-encoded", "key=a%2Bb%2Fc%3D", ["a+b/c="], "key=[redacted]"],
    [
      "the longer of two overlapping secrets whole",
      "token tok-12345678",
      ["tok-1234", "tok-12345678"],
      "token [redacted]",
    ],
    ["a Bearer token", "sent Bearer abc.def-ghi_123 to you", [], "sent Bearer [redacted] to you"],
    ["a Basic credential", "Basic dXNlcjpwYXNz=", [], "Basic [redacted]"],
    [
      "an sk- key",
      "Incorrect API key provided: sk-proj-AbC123xyz789",
      [],
      "Incorrect API key provided: [redacted]",
    ],
    ["an api_key query value", "GET /v1?api_key=s3cr3t&size=1", [], "GET /v1?api_key=[redacted]&size=1"],
    ["an apikey query value", "https://x.test/?apikey=s3cr3t", [], "https://x.test/?apikey=[redacted]"],
    ["a key query value", "https://x.test/img?key=s3cr3t#top", [], "https://x.test/img?key=[redacted]#top"],
    ["a token query value", "?a=1&token=s3cr3t", [], "?a=1&token=[redacted]"],
    ["a query value up to the bracket that closes it", "(see ?token=s3cr3t)", [], "(see ?token=[redacted])"],
    ["an access_token query value", "?access_token=s3cr3t", [], "?access_token=[redacted]"],
    ["a presigned URL's signature", "?X-Amz-Signature=abcdef0123", [], "?X-Amz-Signature=[redacted]"],
    [
      "an Authorization header value",
      "Authorization: Bearer abc123\nHost: x",
      [],
      "Authorization: [redacted]\nHost: x",
    ],
    [
      "an authorization value in JSON",
      '{"authorization":"Bearer abc123","n":1}',
      [],
      '{"authorization":"[redacted]","n":1}',
    ],
    ["an x-api-key header value", "x-api-key: abc123", [], "x-api-key: [redacted]"],
    ["a JWT", `session ${JWT} expired`, [], "session [redacted] expired"],
  ])("replaces %s", (_case, text, secrets, expected) => {
    expect(redactSecrets(text, secrets)).toBe(expected);
  });

  it.each([
    ["ordinary prose", "The server is overloaded. Try again."],
    ["a word ending in key", "monkey=banana and turnkey=yes"],
    ["the word token in a sentence", "Token expired; the token was too old"],
    ["a short given secret, which would shred the text", "a b c"],
  ])("leaves %s alone", (_case, text) => {
    expect(redactSecrets(text, ["b"])).toBe(text);
  });

  it("is idempotent: redacting twice gives what redacting once did", () => {
    const once = redactSecrets(`Authorization: Bearer sk-abcdefgh12345 ?token=x ${JWT}`, [
      "sk-abcdefgh12345",
    ]);
    expect(redactSecrets(once)).toBe(once);
  });
});

describe("redactUrls()", () => {
  it.each([
    [
      "a URL",
      "error sending request for url (https://api.example.com/v1/images)",
      [],
      "error sending request for url ([url])",
    ],
    ["a URL with a port and query", "at http://10.0.0.5:8080/a?b=c, then", [], "at [url], then"],
    [
      "a named host",
      "dns error: failed to lookup api.internal.example",
      ["api.internal.example"],
      "dns error: failed to lookup [host]",
    ],
    ["a URL with an IPv6 host", "refused: http://[::1]:8080/a", [], "refused: [url]"],
    ["a URL whose query was redacted first", "url (https://x.example/a?sig=[redacted])", [], "url ([url])"],
    [
      "a URL at the end of a sentence, but not the full stop",
      "failed: https://x.example/a.png.",
      [],
      "failed: [url].",
    ],
  ])("replaces %s", (_case, text, hosts, expected) => {
    expect(redactUrls(text, hosts)).toBe(expected);
  });

  it("leaves text without a URL or a named host alone", () => {
    expect(redactUrls("connection refused", ["api.example.com"])).toBe("connection refused");
  });
});

describe("errorLogDetail()", () => {
  it("gives the message and its causes, redacted", () => {
    const inner = new TypeError("request to https://api.example.com/?key=k-123 failed");
    const outer = new Error("Could not reach the AI service", { cause: inner });
    expect(errorLogDetail(outer, ["k-123"])).toBe(
      "Error: Could not reach the AI service <- TypeError: request to https://api.example.com/?key=[redacted] failed",
    );
  });

  it("stops following causes after five, so a cycle cannot hang the log", () => {
    const error = new Error("loop");
    (error as { cause?: unknown }).cause = error;
    expect(errorLogDetail(error)).toBe(Array(5).fill("Error: loop").join(" <- "));
  });

  it("describes a thrown value that is not an Error", () => {
    expect(errorLogDetail("Bearer abc123 refused")).toBe("Bearer [redacted] refused");
  });
});
