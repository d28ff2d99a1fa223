import { describe, expect, it } from "vitest";
import { type Encoding, negotiateEncoding } from "../../routes/encoding.ts";

describe("negotiateEncoding()", () => {
  it.each<[string | null, Encoding]>([
    [null, "identity"],
    ["", "identity"],
    ["gzip", "gzip"],
    ["gzip, deflate, br", "br"],
    ["br;q=0.5, gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["*", "br"],
    ["*;q=0, identity", "identity"],
    ["deflate", "identity"],
    ["GZIP", "gzip"],
  ])("answers Accept-Encoding %j with %s", (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });

  it("offers only the encodings it has", () => {
    expect(negotiateEncoding("br, gzip", ["gzip", "identity"])).toBe("gzip");
    expect(negotiateEncoding("br", ["identity"])).toBe("identity");
  });
});
