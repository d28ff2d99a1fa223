/** The door's calls (issue 39) over a fake fetch: what each sends, and what each answer comes to. */
import { describe, expect, it } from "vitest";
import { createDoorApi, DoorApiError, failureOf } from "../../../client/door/door-api.ts";
import { ANA, guestList, KIT, TOKEN } from "./_door-fixtures.ts";

const wire = () => import("../../../client/extras.ts");
const CHECK_IN = {
  guestId: "guest-ana",
  name: "Ana Souza",
  party: 3,
  companions: ["Tobi Adeyemi", "Zoë"],
  checkedInAt: "2027-06-20T18:02:00.000Z",
};

/** An API whose fetch answers `answer` and records each request. */
function apiAnswering(answer: () => Response | Promise<Response>) {
  const requests: Request[] = [];
  const api = createDoorApi({
    kitId: KIT,
    wire,
    fetch: (input, init) => {
      requests.push(new Request(new URL(String(input), "https://kits.example"), init));
      return Promise.resolve(answer());
    },
  });
  return { api, requests };
}

const error = (status: number, code: string, extra: Record<string, unknown> = {}) =>
  Response.json({ error: { code, message: "…", ...extra } }, { status });

async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (caught) {
    return { kind: failureOf(caught), status: (caught as DoorApiError).status };
  }
  throw new Error("it did not fail");
}

describe("the door's API", () => {
  it("reads the guest list with the token, checked with the core's schema", async () => {
    const { api, requests } = apiAnswering(() => Response.json(guestList([ANA])));
    expect((await api.guests(TOKEN)).guests[0].checkInCode).toBe(ANA.checkInCode);
    expect(requests[0].url).toBe(`https://kits.example/api/kits/${KIT}/guests`);
    expect(requests[0].headers.get("authorization")).toBe(`Bearer ${TOKEN}`);
    const bad = apiAnswering(() => Response.json({ guests: "all" }));
    expect(await failure(bad.api.guests(TOKEN))).toEqual({ kind: "server", status: 200 });
  });

  it("sends a check-in's code, and its time when it was made offline", async () => {
    const { api, requests } = apiAnswering(() => Response.json(CHECK_IN));
    expect(await api.checkIn(TOKEN, "7KQ4MX2HPA")).toEqual({ kind: "in", checkIn: CHECK_IN });
    await api.checkIn(TOKEN, "7KQ4MX2HPA", "2027-06-20T18:01:00.000Z");
    expect(requests.map((request) => request.method)).toEqual(["POST", "POST"]);
    expect(await requests[0].json()).toEqual({ code: "7KQ4MX2HPA" });
    expect(await requests[1].json()).toEqual({ code: "7KQ4MX2HPA", at: "2027-06-20T18:01:00.000Z" });
  });

  it("reads 409 as already in, with the server's time, and 404 NOT_FOUND as not on the list", async () => {
    const at = "2027-06-20T18:02:00.000Z";
    expect(
      await apiAnswering(() => error(409, "ALREADY_CHECKED_IN", { checkedInAt: at })).api.checkIn(TOKEN, "X"),
    )
      .toEqual({ kind: "already", checkedInAt: at });
    expect(await apiAnswering(() => error(404, "NOT_FOUND")).api.checkIn(TOKEN, "X")).toEqual({
      kind: "unknown",
    });
  });

  it("tells a link that no longer works, a kit that is gone, a refusal, a busy server and no network apart", async () => {
    const kinds = async (
      response: () => Response,
    ) => (await failure(apiAnswering(response).api.checkIn(TOKEN, "X")));
    expect(await kinds(() => error(401, "UNAUTHORIZED"))).toEqual({ kind: "auth", status: 401 });
    expect(await kinds(() => error(403, "FORBIDDEN"))).toEqual({ kind: "auth", status: 403 });
    expect(await kinds(() => error(404, "KIT_NOT_FOUND"))).toEqual({ kind: "gone", status: 404 });
    expect(await kinds(() => error(400, "VALIDATION_ERROR"))).toEqual({ kind: "refused", status: 400 });
    expect(await kinds(() => error(503, "STORE_UNAVAILABLE"))).toEqual({ kind: "server", status: 503 });
    expect(await kinds(() => new Response("<html>", { status: 502 }))).toEqual({
      kind: "server",
      status: 502,
    });
    const offline = createDoorApi({
      kitId: KIT,
      wire,
      fetch: () => Promise.reject(new TypeError("offline")),
    });
    expect(await failure(offline.checkIn(TOKEN, "X"))).toEqual({ kind: "network", status: 0 });
    expect(failureOf(new Error("other"))).toBe("server");
  });

  it("gives up on an answer that takes too long", async () => {
    const slow = createDoorApi({
      kitId: KIT,
      wire,
      timeoutMs: 20,
      fetch: (_input, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener("abort", () => reject(init.signal!.reason))
        ),
    });
    expect(await failure(slow.guests(TOKEN))).toEqual({ kind: "network", status: 0 });
  });

  it("undoes a check-in, and takes a guest not checked in as undone", async () => {
    const { api, requests } = apiAnswering(() => new Response(null, { status: 204 }));
    await api.undo(TOKEN, "guest/ana");
    expect(requests[0].method).toBe("DELETE");
    expect(requests[0].url).toBe(`https://kits.example/api/kits/${KIT}/check-ins/guest%2Fana`);
    await apiAnswering(() => error(404, "NOT_FOUND")).api.undo(TOKEN, "guest-ana");
    expect(await failure(apiAnswering(() => error(403, "FORBIDDEN")).api.undo(TOKEN, "guest-ana"))).toEqual({
      kind: "auth",
      status: 403,
    });
  });
});
