/**
 * Event dates within reason on the routes (brandkit/dates/event-date-range.ts): a kit's date from 1900-01-01 to
 * ten years after today, at creation and by an edit; further is a 400 naming the date, and nothing is kept.
 */
import { describe, expect, it } from "vitest";
import { ErrorResponseSchema, KitResultSchema, SharedKitSchema } from "../../brandkit/web.ts";
import { createTestApp, postJson } from "../support/test-app.ts";

async function errorOf(response: Response) {
  return ErrorResponseSchema.parse(await response.json()).error;
}

describe("POST /api/kits", () => {
  it.each(["9999-12-31", "1899-12-31"])(
    "refuses the date %s with 400 naming eventDate, before any work",
    async (eventDate) => {
      const test = await createTestApp();
      const response = await test.app.request("/api/kits", postJson({ customEventName: "Gala", eventDate }));
      expect(response.status).toBe(400);
      const error = await errorOf(response);
      expect(error.code).toBe("VALIDATION_ERROR");
      expect(error.issues?.[0].path).toBe("eventDate");
      expect(error.message).toMatch(
        /^Invalid .*: eventDate: eventDate must be from 1900-01-01 to \d{4}-\d\d-\d\d/,
      );
      expect(test.provider.calls).toHaveLength(0);
    },
  );

  it("takes a date a few years away, and keeps the kit until after it", async () => {
    const test = await createTestApp();
    const response = await test.app.request(
      "/api/kits",
      postJson({ customEventName: "Gala", eventDate: "2030-06-01" }),
    );
    expect(response.status).toBe(200);
    const kit = KitResultSchema.parse(await response.json());
    const kept = SharedKitSchema.parse(await (await test.app.request(`/api/kits/${kit.id}`)).json());
    expect(kept.request.eventDate).toBe("2030-06-01");
    expect(Date.parse(kept.expiresAt)).toBeGreaterThan(Date.UTC(2030, 5, 1));
  });
});

describe("PATCH /api/kits/{id}", () => {
  it.each(["9999-12-31", "1899-12-31"])(
    "refuses moving the date to %s with 400 naming event.date",
    async (date) => {
      const test = await createTestApp();
      const made = KitResultSchema.parse(
        await (await test.app.request("/api/kits", postJson({ eventDate: "2026-03-01" }))).json(),
      );
      const response = await test.app.request(`/api/kits/${made.id}`, {
        method: "PATCH",
        headers: {
          "Content-Type": "application/json",
          Authorization: `Bearer ${made.ownerToken}`,
          "If-Match": '"0"',
        },
        body: JSON.stringify({ event: { date } }),
      });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).issues?.[0].path).toBe("event.date");
      const kept = SharedKitSchema.parse(await (await test.app.request(`/api/kits/${made.id}`)).json());
      expect(kept.request.eventDate).toBe("2026-03-01");
    },
  );
});
