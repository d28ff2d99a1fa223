import { describe, expect, it } from "vitest";
import { type BrandKitError, ErrorCode, RegenerateRequestSchema, toDataUrl } from "../../brandkit/web.ts";
import { ONE_PIXEL_PNG } from "../support/fake-provider.ts";
import { checkJsonShape } from "../../routes/json-shape.ts";
import { readJsonBody } from "../../routes/read-json.ts";

const TOO_DEEP = "The request body is nested too deeply (at most 16 levels).";
const TOO_MANY_FIELDS = "The request body has too many fields (at most 200).";
const TOO_MANY_VALUES = "The request body has too many values (at most 2000).";
const NOT_JSON = "The request body is not valid JSON.";
const SEND_AS_JSON = "Send the request body as JSON, with Content-Type: application/json.";
const MB = 1024 * 1024;

/** A regenerate request as the page sends it: a kit request with every field, and the chosen name. */
const KIT_REQUEST = {
  request: {
    vibes: ["neon", "retro [80s]", "late-night {jazz}"],
    colors: ["#E6067A", "#1B1F3B", "#F5D547", "#00A6A6", "#FFFFFF"],
    inspirationImage: toDataUrl(ONE_PIXEL_PNG, "image/png"),
    eventDate: "2026-06-21",
    eventLocation: 'Pier 57, New York: "the one by the water"',
    customEventName: "Midsummer Night Market",
    seed: 42,
  },
  name: "Neon Nights",
};

const encode = (text: string) => new TextEncoder().encode(text);
const nested = (depth: number) => "[".repeat(depth) + "]".repeat(depth);
const objectWithKeys = (count: number) =>
  `{${Array.from({ length: count }, (_, index) => `"k${index}":0`).join(",")}}`;
const arrayOfItems = (count: number) => `[${Array<string>(count).fill("0").join(",")}]`;

function shapeError(text: string): string | null {
  try {
    checkJsonShape(encode(text));
    return null;
  } catch (error) {
    expect((error as BrandKitError).code).toBe(ErrorCode.VALIDATION_ERROR);
    return (error as Error).message;
  }
}

describe("checkJsonShape()", () => {
  it("passes a real kit request", () => {
    const text = JSON.stringify(KIT_REQUEST);
    expect(RegenerateRequestSchema.safeParse(JSON.parse(text)).success).toBe(true);
    expect(shapeError(text)).toBeNull();
  });

  it.each([
    ["passes 16 levels of arrays", nested(16), null],
    ["refuses 17 levels of arrays", nested(17), TOO_DEEP],
    ["refuses 17 levels of objects and arrays", '{"a":'.repeat(9) + nested(8) + "}".repeat(9), TOO_DEEP],
    ["passes 16 levels, closed, then 16 more beside them", `[${nested(15)},${nested(15)}]`, null],
    ["does not count brackets and braces inside a string", `{"name":"${"[{".repeat(40)}"}`, null],
    [
      "does not count brackets after an escaped quote, still inside the string",
      `["say \\"${"[".repeat(40)}\\" twice"]`,
      null,
    ],
    [
      "refuses 17 real levels after a string that ends in an escaped backslash",
      `["a\\\\",${nested(17)}]`,
      TOO_DEEP,
    ],
    ["passes 200 keys", objectWithKeys(200), null],
    ["refuses 201 keys", objectWithKeys(201), TOO_MANY_FIELDS],
    [
      "refuses 201 keys across nested objects",
      `{"a":${objectWithKeys(100)},"b":${objectWithKeys(99)}}`,
      TOO_MANY_FIELDS,
    ],
    ["does not count colons and commas inside strings", `{"text":"${"a:b,".repeat(3_000)}"}`, null],
    ["passes 2000 array items", arrayOfItems(2_000), null],
    ["refuses 2001 array items", arrayOfItems(2_001), TOO_MANY_VALUES],
    ["leaves text that is not JSON at all to JSON.parse", "not json: {{,,", null],
  ])("%s", (_, text, message) => {
    expect(shapeError(text)).toBe(message);
  });

  it("refuses 8 MB of opening brackets, which JSON.parse could not read", () => {
    const body = new Uint8Array(8 * MB).fill("[".charCodeAt(0));
    expect(() => JSON.parse(new TextDecoder().decode(body))).toThrow(SyntaxError);
    expect(() => checkJsonShape(body)).toThrow(TOO_DEEP);
  });

  it("takes its bounds as a parameter", () => {
    const limits = { maxDepth: 2, maxKeys: 1, maxValues: 3 };
    expect(() => checkJsonShape(encode(nested(3)), limits)).toThrow(
      "The request body is nested too deeply (at most 2 levels).",
    );
    expect(() => checkJsonShape(encode('{"a":1,"b":2}'), limits)).toThrow(
      "The request body has too many fields (at most 1).",
    );
    expect(() => checkJsonShape(encode(arrayOfItems(4)), limits)).toThrow(
      "The request body has too many values (at most 3).",
    );
  });
});

type Body = { stream: ReadableStream<Uint8Array>; cancelled: () => boolean };

/** A body that sends `chunks` and then either ends or never does. */
function bodyOf(chunks: Uint8Array[], ends: boolean): Body {
  let cancelled = false;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      if (ends) controller.close();
    },
    cancel() {
      cancelled = true;
    },
  });
  return { stream, cancelled: () => cancelled };
}

function post(
  body: BodyInit | null,
  headers: Record<string, string> = { "Content-Type": "application/json" },
) {
  return new Request("http://brandkit.test/api/kits", { method: "POST", body, headers });
}

async function refusal(promise: Promise<unknown>): Promise<BrandKitError> {
  const error = await promise.then(() => null, (caught: BrandKitError) => caught);
  if (!error) throw new Error("expected readJsonBody() to refuse the body");
  return error;
}

describe("readJsonBody()", () => {
  it("parses a real kit request", async () => {
    expect(await readJsonBody(post(JSON.stringify(KIT_REQUEST)), MB)).toEqual(KIT_REQUEST);
  });

  it.each([
    ["application/json; charset=utf-8"],
    ["Application/JSON"],
    ["application/merge-patch+json"],
  ])("takes a body sent as %s", async (contentType) => {
    expect(await readJsonBody(post('{"seed":1}', { "Content-Type": contentType }), MB)).toEqual({ seed: 1 });
  });

  it.each([
    ["text/plain", { "Content-Type": "text/plain" }],
    ["a form post", { "Content-Type": "application/x-www-form-urlencoded" }],
    ["multipart form data", { "Content-Type": "multipart/form-data; boundary=x" }],
    ["no content type", {}],
  ])("refuses %s with VALIDATION_ERROR", async (_, headers) => {
    const request = new Request("http://brandkit.test/api/kits", {
      method: "POST",
      body: new Blob(['{"seed":1}']),
      headers,
    });
    const error = await refusal(readJsonBody(request, MB));
    expect(error.code).toBe(ErrorCode.VALIDATION_ERROR);
    expect(error.message).toBe(SEND_AS_JSON);
  });

  it.each([
    ["text that is not JSON", encode("{seed: 1}")],
    ["no body at all", encode("")],
    ["bytes that are not UTF-8", Uint8Array.from([0x22, 0xff, 0xfe, 0x22])],
  ])("refuses %s as not valid JSON", async (_, bytes) => {
    const error = await refusal(readJsonBody(post(bytes as Uint8Array<ArrayBuffer>), MB));
    expect(error.code).toBe(ErrorCode.VALIDATION_ERROR);
    expect(error.message).toBe(NOT_JSON);
  });

  it("checks the shape before parsing: 8 MB of brackets is refused as too deep, not as bad JSON", async () => {
    const body = new Uint8Array(8 * MB).fill("[".charCodeAt(0));
    const error = await refusal(readJsonBody(post(body), 9 * MB));
    expect(error.code).toBe(ErrorCode.VALIDATION_ERROR);
    expect(error.message).toBe(TOO_DEEP);
  });

  it("refuses a body whose declared length is over the bound without reading it", async () => {
    const body = bodyOf([encode("{}")], false);
    const request = post(body.stream, {
      "Content-Type": "application/json",
      "Content-Length": String(MB + 1),
    });
    const error = await refusal(readJsonBody(request, MB));
    expect(error.code).toBe(ErrorCode.PAYLOAD_TOO_LARGE);
    expect(error.message).toBe("The request body must be at most 1 MB.");
    expect(request.bodyUsed).toBe(false);
  });

  it("refuses a streamed body as soon as it grows past the bound, and cancels it", async () => {
    const quarter = new Uint8Array(MB / 4).fill(" ".charCodeAt(0));
    const body = bodyOf([quarter, quarter, quarter, quarter, quarter], false);
    const error = await refusal(readJsonBody(post(body.stream), MB));
    expect(error.code).toBe(ErrorCode.PAYLOAD_TOO_LARGE);
    expect(error.message).toBe("The request body must be at most 1 MB.");
    expect(body.cancelled()).toBe(true);
  });

  it("refuses a body that never finishes with REQUEST_TIMEOUT", async () => {
    const body = bodyOf([encode('{"seed":')], false);
    const error = await refusal(readJsonBody(post(body.stream), MB, 50));
    expect(error.code).toBe(ErrorCode.REQUEST_TIMEOUT);
    expect(error.message).toBe("The request body did not arrive within 0.05 seconds.");
  });

  it("cancels a body that never finishes once it is refused", async () => {
    const body = bodyOf([encode('{"seed":')], false);
    await refusal(readJsonBody(post(body.stream), MB, 50));
    expect(body.cancelled()).toBe(true);
  });
});
