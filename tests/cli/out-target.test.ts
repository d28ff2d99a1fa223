import { describe, expect, it } from "vitest";
import { BrandKitError } from "../../brandkit/web.ts";
import { parseOutTarget } from "../../cli/sinks/target.ts";

describe("parseOutTarget()", () => {
  it.each([
    ["a local folder", "events", { kind: "local", path: "events" }],
    ["an absolute local folder", "/data/out/", { kind: "local", path: "/data/out/" }],
    ["a bucket and prefix", "s3://kits/runs/june", { kind: "s3", bucket: "kits", prefix: "runs/june" }],
    ["a prefix with a trailing slash", "s3://kits/runs/", { kind: "s3", bucket: "kits", prefix: "runs" }],
    ["a bucket alone", "s3://kits", { kind: "s3", bucket: "kits", prefix: "" }],
    ["a bucket and a slash", "s3://kits/", { kind: "s3", bucket: "kits", prefix: "" }],
    ["another scheme, read as a folder", "gs://kits", { kind: "local", path: "gs://kits" }],
  ])("reads %s", (_case, out, target) => {
    expect(parseOutTarget(out)).toEqual(target);
  });

  it.each([
    ["s3://"],
    ["s3:///runs/june"],
  ])("refuses %s, which names no bucket, with a VALIDATION_ERROR", (out) => {
    let error: unknown;
    try {
      parseOutTarget(out);
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(BrandKitError);
    expect((error as BrandKitError).code).toBe("VALIDATION_ERROR");
    expect((error as BrandKitError).message).toBe(
      `Invalid --out: '${out}' names no bucket (write s3://bucket or s3://bucket/prefix)`,
    );
  });
});
