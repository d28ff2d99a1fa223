/**
 * The door's API (issue 39) on any kit store: run by tests/routes/door.test.ts on SQLite and by
 * door-postgres.test.ts on two instances over one Postgres. `instances()` gives two apps over one store (the same
 * app twice where the store cannot be shared): what one checks in, the other sees.
 */
import { describe, expect, it } from "vitest";
import {
  CHECK_IN_CODE_ALPHABET,
  CheckInSchema,
  CohostCreatedSchema,
  CohostListSchema,
  GuestEntrySchema,
  GuestListSchema,
} from "../../brandkit/web.ts";
import { extractText } from "../support/pdf-readers.ts";
import type { TestApp } from "../support/test-app.ts";
import { answered, bearer, errorOf, json, makeKit } from "./_rsvp.ts";

type Instances = () => Promise<readonly [TestApp, TestApp]>;

/** A guest's own answer, read with their token. */
async function ownAnswer(test: TestApp, kitId: string, guest: { guestId: string; guestToken: string }) {
  const response = await test.app.request(`/api/kits/${kitId}/rsvp/${guest.guestId}`, {
    headers: bearer(guest.guestToken),
  });
  expect(response.status).toBe(200);
  return GuestEntrySchema.parse(await response.json());
}

/** A guest going and their ticket's code. */
async function goingGuest(test: TestApp, kitId: string, name: string, extra: Record<string, unknown> = {}) {
  const guest = await answered(test, kitId, { name, answer: "going", ...extra });
  const code = (await ownAnswer(test, kitId, guest)).checkInCode!;
  return { ...guest, code };
}

function checkIn(test: TestApp, kitId: string, token: string | undefined, body: unknown) {
  return test.app.request(
    `/api/kits/${kitId}/check-ins`,
    json("POST", body, token === undefined ? {} : bearer(token)),
  );
}

async function guestList(test: TestApp, kitId: string, token: string) {
  const response = await test.app.request(`/api/kits/${kitId}/guests`, { headers: bearer(token) });
  expect(response.status, await response.clone().text()).toBe(200);
  return GuestListSchema.parse(await response.json());
}

async function addCohost(test: TestApp, kitId: string, ownerToken: string, label = "Sam at the side door") {
  const response = await test.app.request(
    `/api/kits/${kitId}/cohosts`,
    json("POST", { label }, bearer(ownerToken)),
  );
  expect(response.status, await response.clone().text()).toBe(201);
  return CohostCreatedSchema.parse(await response.json());
}

export function describeDoor(store: string, instances: Instances): void {
  describe(`the door on ${store}`, () => {
    it("gives a going guest a ticket of 10 characters without look-alikes, and none to maybe or no", async () => {
      const [a] = await instances();
      const kit = await makeKit(a);
      const ana = await goingGuest(a, kit.id, "Ana Souza");
      expect(ana.code).toMatch(new RegExp(`^[${CHECK_IN_CODE_ALPHABET}]{10}$`));
      expect(ana.code).not.toMatch(/[01OIL]/);
      for (const answer of ["maybe", "no"]) {
        const guest = await answered(a, kit.id, { name: `Guest ${answer}`, answer });
        expect((await ownAnswer(a, kit.id, guest)).checkInCode).toBeUndefined();
      }
    });

    it("gives a waitlisted guest a ticket only once a place frees up", async () => {
      const [a, b] = await instances();
      const kit = await makeKit(a);
      await a.app.request(
        `/api/kits/${kit.id}/rsvp-settings`,
        json("PATCH", { capacity: 1 }, bearer(kit.ownerToken)),
      );
      const first = await goingGuest(a, kit.id, "First");
      const second = await answered(b, kit.id, { name: "Second", answer: "going" });
      expect(await ownAnswer(b, kit.id, second)).toMatchObject({ status: "waitlist" });
      expect((await ownAnswer(b, kit.id, second)).checkInCode).toBeUndefined();

      const withdrawn = await a.app.request(`/api/kits/${kit.id}/rsvp/${first.guestId}`, {
        method: "DELETE",
        headers: bearer(first.guestToken),
      });
      expect(withdrawn.status).toBe(204);
      const promoted = await ownAnswer(b, kit.id, second);
      expect(promoted.status).toBe("going");
      expect(promoted.checkInCode).toMatch(/^[0-9A-Z]{10}$/);
    });

    it("checks a guest in once: 200 with who arrived, then 409 ALREADY_CHECKED_IN with the same time", async () => {
      const [a, b] = await instances();
      const kit = await makeKit(a);
      const ana = await goingGuest(a, kit.id, "Ana Souza", { party: 3, companions: ["Bea", "Caio"] });

      const first = await checkIn(a, kit.id, kit.ownerToken, { code: ana.code });
      expect(first.status, await first.clone().text()).toBe(200);
      const arrived = CheckInSchema.parse(await first.json());
      expect(arrived).toMatchObject({
        guestId: ana.guestId,
        name: "Ana Souza",
        party: 3,
        companions: ["Bea", "Caio"],
      });

      const again = await checkIn(b, kit.id, kit.ownerToken, { code: ana.code });
      expect(again.status).toBe(409);
      const error = await errorOf(again);
      expect(error).toMatchObject({ code: "ALREADY_CHECKED_IN", checkedInAt: arrived.checkedInAt });
      expect(error.message).toContain("Ana Souza");
    });

    it("reads a typed code leniently: lower case, spaces and hyphens", async () => {
      const [a] = await instances();
      const kit = await makeKit(a);
      const ana = await goingGuest(a, kit.id, "Ana");
      const typed = ` ${ana.code.slice(0, 5).toLowerCase()}-${ana.code.slice(5)} `;
      expect((await checkIn(a, kit.id, kit.ownerToken, { code: typed })).status).toBe(200);
    });

    it("answers 404 for an unknown code and for another event's code, 401 without a token, 403 for a guest's", async () => {
      const [a] = await instances();
      const kit = await makeKit(a);
      const other = await makeKit(a);
      const ana = await goingGuest(a, kit.id, "Ana");
      const elsewhere = await goingGuest(a, other.id, "Bruno");

      const unknown = await checkIn(a, kit.id, kit.ownerToken, { code: "ZZZZZ-ZZZZZ" });
      expect(unknown.status).toBe(404);
      expect((await errorOf(unknown)).code).toBe("NOT_FOUND");
      expect((await checkIn(a, kit.id, kit.ownerToken, { code: elsewhere.code })).status).toBe(404);
      const anonymous = await checkIn(a, kit.id, undefined, { code: ana.code });
      expect(anonymous.status).toBe(401);
      expect((await errorOf(anonymous)).code).toBe("UNAUTHORIZED");
      const guest = await checkIn(a, kit.id, ana.guestToken, { code: ana.code });
      expect(guest.status).toBe(403);
      expect((await errorOf(guest)).code).toBe("FORBIDDEN");
      expect((await guestList(a, kit.id, kit.ownerToken)).counts.arrived).toBe(0);
    });

    it("refuses a code that is not one, and a body that is not a check-in, with 400 naming the field", async () => {
      const [a] = await instances();
      const kit = await makeKit(a);
      for (
        const body of [{}, { code: "!!" }, { code: "ABC\u0000DEFGH" }, { code: 42 }, {
          code: "ABCDEFGHJK",
          x: 1,
        }]
      ) {
        const response = await checkIn(a, kit.id, kit.ownerToken, body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect((await errorOf(response)).code).toBe("VALIDATION_ERROR");
      }
      const notJson = await a.app.request(
        `/api/kits/${kit.id}/check-ins`,
        json("POST", "{", bearer(kit.ownerToken)),
      );
      expect(notJson.status).toBe(400);
    });

    it("keeps when a guest was checked in offline, but never a time to come", async () => {
      const [a] = await instances();
      const kit = await makeKit(a);
      const ana = await goingGuest(a, kit.id, "Ana");
      const bruno = await goingGuest(a, kit.id, "Bruno");
      const now = a.clock.now;
      const scannedAt = new Date(now - 10 * 60_000).toISOString();
      const late = CheckInSchema.parse(
        await (await checkIn(a, kit.id, kit.ownerToken, { code: ana.code, at: scannedAt })).json(),
      );
      expect(late.checkedInAt).toBe(scannedAt);
      const future = new Date(now + 60 * 60_000).toISOString();
      const early = CheckInSchema.parse(
        await (await checkIn(a, kit.id, kit.ownerToken, { code: bruno.code, at: future })).json(),
      );
      expect(early.checkedInAt).toBe(new Date(now).toISOString());
    });

    it("shows the owner who arrived and when, counts them, and undoes a check-in", async () => {
      const [a, b] = await instances();
      const kit = await makeKit(a);
      const ana = await goingGuest(a, kit.id, "Ana", { party: 2 });
      await goingGuest(a, kit.id, "Bruno", { party: 3 });
      const arrived = CheckInSchema.parse(
        await (await checkIn(a, kit.id, kit.ownerToken, { code: ana.code })).json(),
      );

      const list = await guestList(b, kit.id, kit.ownerToken);
      expect(list.counts).toMatchObject({ going: 5, arrived: 2 });
      expect(list.responses).toMatchObject({ going: 2, arrived: 1 });
      const listed = list.guests.find((guest) => guest.guestId === ana.guestId)!;
      expect(listed).toMatchObject({ checkedInAt: arrived.checkedInAt, checkInCode: ana.code });
      expect(list.guests.find((guest) => guest.name === "Bruno")!.checkedInAt).toBeUndefined();

      const undone = await b.app.request(`/api/kits/${kit.id}/check-ins/${ana.guestId}`, {
        method: "DELETE",
        headers: bearer(kit.ownerToken),
      });
      expect(undone.status).toBe(204);
      const after = await guestList(a, kit.id, kit.ownerToken);
      expect(after.counts.arrived).toBe(0);
      expect(after.guests.every((guest) => guest.checkedInAt === undefined)).toBe(true);
      expect((await checkIn(a, kit.id, kit.ownerToken, { code: ana.code })).status).toBe(200);

      const nobody = await a.app.request(`/api/kits/${kit.id}/check-ins/AAAAAAAAAAAAAAAAAAAAAA`, {
        method: "DELETE",
        headers: bearer(kit.ownerToken),
      });
      expect(nobody.status).toBe(404);
    });

    it("gives exactly one 200 when one code is scanned at two doors at once", async () => {
      const [a, b] = await instances();
      const kit = await makeKit(a);
      const ana = await goingGuest(a, kit.id, "Ana");
      const scans = await Promise.all(
        Array.from(
          { length: 8 },
          (_, index) => checkIn(index % 2 ? a : b, kit.id, kit.ownerToken, { code: ana.code }),
        ),
      );
      const statuses = scans.map((response) => response.status).sort();
      expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
      expect((await guestList(a, kit.id, kit.ownerToken)).responses.arrived).toBe(1);
    });

    it("lets the owner add co-hosts, with a door link holding the token in its fragment, and list them", async () => {
      const [a, b] = await instances();
      const kit = await makeKit(a);
      const sam = await addCohost(a, kit.id, kit.ownerToken, "  Sam at the side door ");
      expect(sam.label).toBe("Sam at the side door");
      expect(sam.link).toBe(`http://localhost/k/${kit.id}/door#token=${sam.token}`);
      a.clock.now += 60_000;
      await addCohost(a, kit.id, kit.ownerToken, "Lee");

      const listed = await b.app.request(`/api/kits/${kit.id}/cohosts`, { headers: bearer(kit.ownerToken) });
      expect(listed.status).toBe(200);
      const { cohosts } = CohostListSchema.parse(await listed.json());
      expect(cohosts.map((cohost) => cohost.label)).toEqual(["Sam at the side door", "Lee"]);
      expect(JSON.stringify(cohosts)).not.toContain(sam.token);
    });

    it("lets a co-host list the guests without their addresses, as JSON and CSV, and check them in and out", async () => {
      const [a, b] = await instances();
      const kit = await makeKit(a);
      const ana = await goingGuest(a, kit.id, "Ana");
      const sam = await addCohost(a, kit.id, kit.ownerToken);

      const list = await guestList(b, kit.id, sam.token);
      expect(list.guests.map((guest) => guest.checkInCode)).toEqual([ana.code]);
      expect(list.guests.every((guest) => guest.email === undefined)).toBe(true);
      const csv = await b.app.request(`/api/kits/${kit.id}/guests.csv`, { headers: bearer(sam.token) });
      expect(csv.status).toBe(200);
      expect(await csv.text()).toContain("Ana");

      expect((await checkIn(b, kit.id, sam.token, { code: ana.code })).status).toBe(200);
      const out = await a.app.request(`/api/kits/${kit.id}/check-ins/${ana.guestId}`, {
        method: "DELETE",
        headers: bearer(sam.token),
      });
      expect(out.status).toBe(204);
    });

    it("lets a co-host change nothing else: not the kit, the RSVP, the co-hosts, the updates or any answer", async () => {
      const [a] = await instances();
      const kit = await makeKit(a);
      const ana = await goingGuest(a, kit.id, "Ana");
      const sam = await addCohost(a, kit.id, kit.ownerToken);
      const as = bearer(sam.token);
      const attempts: Array<[string, string, RequestInit]> = [
        [
          "edit the kit",
          `/api/kits/${kit.id}`,
          json("PATCH", { headline: "Mine now" }, { ...as, "If-Match": '"0"' }),
        ],
        ["change RSVP settings", `/api/kits/${kit.id}/rsvp-settings`, json("PATCH", { open: false }, as)],
        ["add a co-host", `/api/kits/${kit.id}/cohosts`, json("POST", { label: "Friend" }, as)],
        ["list the co-hosts", `/api/kits/${kit.id}/cohosts`, { headers: as }],
        ["post an update", `/api/kits/${kit.id}/updates`, json("POST", { text: "Hi" }, as)],
        ["remove an answer", `/api/kits/${kit.id}/rsvp/${ana.guestId}`, { method: "DELETE", headers: as }],
        ["delete the kit", `/api/kits/${kit.id}`, { method: "DELETE", headers: as }],
      ];
      for (const [what, path, init] of attempts) {
        const response = await a.app.request(path, init);
        expect(response.status, what).toBe(403);
      }
      expect((await guestList(a, kit.id, kit.ownerToken)).guests).toHaveLength(1);
    });

    it("revokes a co-host at once: their token opens nothing more, on any instance", async () => {
      const [a, b] = await instances();
      const kit = await makeKit(a);
      const ana = await goingGuest(a, kit.id, "Ana");
      const sam = await addCohost(a, kit.id, kit.ownerToken);
      const lee = await addCohost(a, kit.id, kit.ownerToken, "Lee");

      const revoked = await a.app.request(`/api/kits/${kit.id}/cohosts/${sam.cohostId}`, {
        method: "DELETE",
        headers: bearer(kit.ownerToken),
      });
      expect(revoked.status).toBe(204);
      expect((await b.app.request(`/api/kits/${kit.id}/guests`, { headers: bearer(sam.token) })).status).toBe(
        403,
      );
      expect((await checkIn(b, kit.id, sam.token, { code: ana.code })).status).toBe(403);
      expect((await checkIn(b, kit.id, lee.token, { code: ana.code })).status).toBe(200);
      const again = await a.app.request(`/api/kits/${kit.id}/cohosts/${sam.cohostId}`, {
        method: "DELETE",
        headers: bearer(kit.ownerToken),
      });
      expect(again.status).toBe(404);
      const byCohost = await a.app.request(`/api/kits/${kit.id}/cohosts/${lee.cohostId}`, {
        method: "DELETE",
        headers: bearer(lee.token),
      });
      expect(byCohost.status).toBe(403);
    });

    it("prints the door list for the owner and a co-host: the guests going, by name, with the arrived ticked", async () => {
      const [a, b] = await instances();
      const kit = await makeKit(a);
      await goingGuest(a, kit.id, "Zoë Quist", { party: 2, companions: ["Ada Lovelace"] });
      const bruno = await goingGuest(a, kit.id, "Bruno Alves");
      await answered(a, kit.id, { name: "Maybe Mara", answer: "maybe" });
      await checkIn(a, kit.id, kit.ownerToken, { code: bruno.code });
      const sam = await addCohost(a, kit.id, kit.ownerToken);

      for (const token of [kit.ownerToken, sam.token]) {
        const response = await b.app.request(`/api/kits/${kit.id}/door-list.pdf?lang=en`, {
          headers: bearer(token),
        });
        expect(response.status, await response.clone().text()).toBe(200);
        expect(response.headers.get("content-type")).toBe("application/pdf");
        expect(response.headers.get("content-disposition")).toBe('attachment; filename="door-list.pdf"');
        expect(response.headers.get("cache-control")).toBe("no-store");
        const text = (await extractText(new Uint8Array(await response.arrayBuffer()))).pages.join("\n");
        expect(text).toContain("Bruno Alves");
        expect(text).toContain("Ada Lovelace");
        expect(text.indexOf("Bruno Alves")).toBeLessThan(text.indexOf("Zoë Quist"));
        expect(text).not.toContain("Maybe Mara");
      }
      const guest = await a.app.request(`/api/kits/${kit.id}/door-list.pdf`, {
        headers: bearer(bruno.guestToken),
      });
      expect(guest.status).toBe(403);
      expect((await a.app.request(`/api/kits/${kit.id}/door-list.pdf`)).status).toBe(401);
    });

    it("refuses a co-host's label that is empty, too long or not one line", async () => {
      const [a] = await instances();
      const kit = await makeKit(a);
      for (const label of ["", "   ", "x".repeat(61), "Sam\nLee", "Sam\u0000"]) {
        const response = await a.app.request(
          `/api/kits/${kit.id}/cohosts`,
          json("POST", { label }, bearer(kit.ownerToken)),
        );
        expect(response.status, JSON.stringify(label)).toBe(400);
      }
    });
  });
}
