/**
 * The OpenAI-compatible provider over real HTTP: the fake OpenAI API served on 127.0.0.1, as the CLI and the
 * server reach it from their own processes.
 */
import { describe, expect, it } from "vitest";
import { createOpenAiProvider } from "../../../../brandkit/providers/openai/mod.ts";
import { createFakeOpenAi } from "../../../support/fake-openai-server.ts";
import { serveFakeOpenAi } from "../../../support/fake-openai-served.ts";
import { generateKit, GenerationRequestSchema } from "../../_fixtures.ts";

const request = GenerationRequestSchema.parse({ customEventName: "Glow Fest", vibes: ["neon"] });

describe("the fake OpenAI API served on loopback", () => {
  it("serves a whole kit to the provider over real HTTP, rate-limiting first when told to", async () => {
    const api = createFakeOpenAi({ rateLimitTimes: 1, retryAfterSeconds: 1 });
    const server = serveFakeOpenAi(api);
    try {
      const provider = createOpenAiProvider({
        apiKey: "k",
        baseUrl: server.baseUrl,
        sleep: () => Promise.resolve(),
      });
      const kit = await generateKit(request, { provider });
      expect(kit.imageError).toBeUndefined();
      expect(kit.selectedName).toBe("Glow Fest");
      expect(api.requests.map((call) => call.path)[0]).toBe("/v1/chat/completions");
      expect(api.requests).toHaveLength(5); // one 429, then the copy and three images
    } finally {
      await server.close();
    }
  });
});
