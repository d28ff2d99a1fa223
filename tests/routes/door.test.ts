/** The door's API (issue 39) on the default store: SQLite in memory (the cases: _door-cases.ts). */
import { describe, expect, it } from "vitest";
import { readConfig } from "../../brandkit/mod.ts";
import { createTestApp, testAdmission } from "../support/test-app.ts";
import { describeDoor } from "./_door-cases.ts";
import { bearer, errorOf, makeKit } from "./_rsvp.ts";

describeDoor("SQLite", async () => {
  const test = await createTestApp();
  return [test, test] as const;
});

describe("the door list's cost", () => {
  it("takes one of the client's formats allowance for each door list: past it, 429 with the wait", async () => {
    const test = await createTestApp({ env: { BRANDKIT_FORMATS_RATE_LIMIT_PER_MINUTE: "2" } });
    const kit = await makeKit(test);
    const print = () =>
      test.app.request(`/api/kits/${kit.id}/door-list.pdf`, { headers: bearer(kit.ownerToken) });
    expect((await print()).status).toBe(200);
    expect((await print()).status).toBe(200);
    const refused = await print();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await errorOf(refused)).toMatchObject({ code: "RATE_LIMIT_EXCEEDED" });
  });

  it("waits for a place in admission control like a kit: 503 SERVER_BUSY while the server takes no work", async () => {
    const admission = testAdmission(readConfig({}));
    const test = await createTestApp({ admission });
    const kit = await makeKit(test);
    admission.close();
    const refused = await test.app.request(`/api/kits/${kit.id}/door-list.pdf`, {
      headers: bearer(kit.ownerToken),
    });
    expect(refused.status).toBe(503);
    expect(await errorOf(refused)).toMatchObject({ code: "SERVER_BUSY" });
  });
});
