import { describe, expect, it } from "vitest";
import { BrandKitError, ErrorCode, readConfig } from "./_fixtures.ts";

describe("readConfig()", () => {
  it("runs offline on port 8000 with nothing set", () => {
    expect(readConfig({})).toMatchObject({
      PORT: 8000,
      BRANDKIT_PROVIDER: "offline",
      BRANDKIT_DATA_DIR: ".data",
      BRANDKIT_TYPOGRAPHY: "overlay",
    });
  });

  it("ignores variables it does not know and treats empty ones as unset", () => {
    expect(readConfig({ HOME: "/root", PORT: "" }).PORT).toBe(8000);
  });

  it.each([
    [{ PORT: "eighty" }, "Bad configuration: PORT Invalid input: expected number, received NaN"],
    [{ PORT: "70000" }, "Bad configuration: PORT Too big: expected number to be <=65535"],
    [
      { BRANDKIT_PROVIDER: "gpt" },
      'Bad configuration: BRANDKIT_PROVIDER Invalid option: expected one of "offline"|"openai"|"platform"',
    ],
    [
      { BRANDKIT_PROVIDER: "openai" },
      "Bad configuration: OPENAI_API_KEY is required when BRANDKIT_PROVIDER=openai",
    ],
    [
      { BRANDKIT_PROVIDER: "platform", PLATFORM_PROJECT_ID: "p1" },
      "Bad configuration: PLATFORM_URL is required when BRANDKIT_PROVIDER=platform",
    ],
    [{ OPENAI_BASE_URL: "not a url" }, "Bad configuration: OPENAI_BASE_URL Invalid URL"],
  ])("rejects %o with a message naming the variable", (env, message) => {
    let error: unknown;
    try {
      readConfig(env);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(BrandKitError);
    expect((error as BrandKitError).code).toBe(ErrorCode.CONFIG_ERROR);
    expect((error as BrandKitError).message).toBe(message);
  });
});
