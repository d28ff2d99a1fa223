/**
 * The door in the owner's panel (issue 39) in the browser's code: the counts with those who arrived, each guest's
 * arrival in the interface's language, the door section (the door page, the door list, the co-hosts' form), the
 * one question asked before a removal or a revocation (AskFirst), and the calls behind them (door-api.ts).
 */
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { GuestEntry } from "../../brandkit/web.ts";
import { ApiError } from "../../client/api/api-error.ts";
import { type AppServices, ServicesContext } from "../../client/app-context.ts";
import { AskFirst } from "../../client/components/AskFirst.tsx";
import { arrivalTimeOf } from "../../client/event/arrival-time.ts";
import { createDoorApi, type DoorApi } from "../../client/event/door-api.ts";
import { DoorSection } from "../../client/event/DoorSection.tsx";
import { OwnerCounts } from "../../client/event/OwnerCounts.tsx";
import { OwnerGuest } from "../../client/event/OwnerGuest.tsx";
import type { InterfaceLanguage } from "../../client/i18n/interface-language.ts";
import { createInterfaceStore } from "../../client/i18n/interface-store.ts";
import { InterfaceContext } from "../../client/i18n/use-words.ts";
import { createToastStore } from "../../client/state/toast-store.ts";
import { interfaceBootOf } from "../../routes/interface-catalogs.ts";

const KIT = "Zx8_kq-3VbN0pLmW2rT5yA";
const ZONE = "Europe/Lisbon";

/** The services the owner's panel reads: the browser's zone, the clipboard, files and toasts. */
const services = {
  deps: { timeZone: () => ZONE, writeClipboard: () => Promise.resolve(), saveFile: () => {} },
  toasts: createToastStore(),
} as unknown as AppServices;

function render(node: ReactNode, language: InterfaceLanguage = "en"): string {
  const store = createInterfaceStore(interfaceBootOf(language), { fetch: () => Promise.reject() });
  return renderToStaticMarkup(
    <ServicesContext.Provider value={services}>
      <InterfaceContext.Provider value={store}>{node}</InterfaceContext.Provider>
    </ServicesContext.Provider>,
  );
}

const ARRIVED: GuestEntry = {
  guestId: "Gq7_kq-3VbN0pLmW2rT5yB",
  name: "Kwame Mensah",
  answer: "going",
  status: "going",
  party: 2,
  note: "",
  answers: {},
  companions: ["Ama"],
  checkInCode: "7KQ4MX2HPA",
  checkedInAt: "2026-11-29T19:02:00.000Z",
  at: "2026-11-01T10:00:00.000Z",
};

describe("arrivalTimeOf()", () => {
  it.each([
    ["en", ZONE, "Nov 29, 7:02 PM"],
    ["de", "Europe/Berlin", "29. Nov., 20:02"],
    ["ja", "Asia/Tokyo", "11月30日 4:02"],
  ])("writes the day and minute in %s and the owner's zone (%s)", (language, zone, expected) => {
    expect(arrivalTimeOf(ARRIVED.checkedInAt!, language, zone)).toBe(expected);
  });

  it("writes Arabic's month, in the owner's zone", () => {
    expect(arrivalTimeOf(ARRIVED.checkedInAt!, "ar", "Asia/Dubai")).toMatch(
      /^(29|٢٩) نوفمبر، (11|١١):(02|٠٢) م$/,
    );
  });

  it("says UTC for a zone the runtime does not know", () => {
    expect(arrivalTimeOf(ARRIVED.checkedInAt!, "en", "Mars/Olympus")).toBe("Nov 29, 7:02 PM UTC");
  });
});

describe("the owner's counts", () => {
  it("show those who arrived beside the answers' statuses, in people and answers", () => {
    const html = render(
      <OwnerCounts
        counts={{ going: 5, maybe: 1, no: 0, waitlist: 0, arrived: 3 }}
        responses={{ going: 3, maybe: 1, no: 0, waitlist: 0, arrived: 2 }}
      />,
    );
    expect(html).toContain(
      '<div><dt>Arrived</dt><dd>3<span class="owner-count-answers"> (2 answers)</span></dd></div>',
    );
    expect(html.indexOf("Going")).toBeLessThan(html.indexOf("Arrived"));
    expect(
      render(
        <OwnerCounts
          counts={{ going: 0, maybe: 0, no: 0, waitlist: 0, arrived: 0 }}
          responses={{ going: 0, maybe: 0, no: 0, waitlist: 0, arrived: 0 }}
        />,
        "de",
      ),
    ).toContain("<dt>Angekommen</dt>");
  });
});

describe("a guest on the owner's list", () => {
  const guest = (entry: GuestEntry, language?: InterfaceLanguage) =>
    render(
      <OwnerGuest guest={entry} questions={[]} asking={false} onAsk={() => {}} onRemove={() => {}} />,
      language,
    );

  it("says when a guest checked in arrived, as a <time>", () => {
    expect(guest(ARRIVED)).toContain(
      '<p class="owner-guest-arrived">Arrived: <time dateTime="2026-11-29T19:02:00.000Z">Nov 29, 7:02 PM</time></p>',
    );
    expect(guest(ARRIVED, "fr")).toMatch(
      /Arrivée\u00a0: <time dateTime="2026-11-29T19:02:00.000Z">29 nov\., 19:02<\/time>/,
    );
  });

  it("says nothing of an arrival before the guest is checked in", () => {
    const html = guest({ ...ARRIVED, checkedInAt: undefined });
    expect(html).not.toContain("owner-guest-arrived");
    expect(html).toContain('aria-label="Remove Kwame Mensah&#x27;s answer"');
  });
});

describe("AskFirst", () => {
  const words = {
    action: "Revoke",
    actionLabel: "Revoke Sam's door link",
    question: "Revoke Sam's door link?",
    confirm: "Yes, revoke",
    cancel: "Cancel",
  };

  it("is the action's button, named for what it acts on, until asked", () => {
    expect(render(<AskFirst words={words} asking={false} onAsk={() => {}} onConfirm={() => {}} />)).toBe(
      '<button type="button" class="button event-button-quiet button-small" aria-label="Revoke Sam&#x27;s door link">' +
        "Revoke</button>",
    );
  });

  it("asks as a named group: the yes, then 'Cancel'", () => {
    const html = render(<AskFirst words={words} asking onAsk={() => {}} onConfirm={() => {}} />);
    expect(html).toBe(
      '<div class="owner-confirm" role="group" aria-label="Revoke Sam&#x27;s door link?">' +
        '<button type="button" class="button button-danger button-small">Yes, revoke</button>' +
        '<button type="button" class="button event-button-quiet button-small">Cancel</button></div>',
    );
  });
});

describe("the door section", () => {
  const api = {} as DoorApi;

  it("opens the door page, downloads the door list, and adds a co-host by a labelled name", () => {
    const html = render(<DoorSection kitId={KIT} ownerToken="t" api={api} onSaid={() => {}} />);
    expect(html).toMatch(/<h3 id="[^"]+" class="owner-settings-title">At the door<\/h3>/);
    expect(html).toContain(`<a class="button event-button" href="/k/${KIT}/door">Open the door page</a>`);
    expect(html).toContain("Door list (PDF)</button>");
    expect(html).toMatch(/<h4 id="[^"]+" class="owner-cohosts-title">Co-hosts<\/h4>/);
    expect(html).toMatch(/<label class="field-label" for="([^"]+)">Who is helping\?<\/label>/);
    const field = html.match(/for="([^"]+)">Who is helping/)![1];
    expect(html).toMatch(new RegExp(`<input id="${field}" class="input" [^>]*name="label"`));
    expect(html).toContain("For example “Sam at the side door”.");
    expect(html).toContain(">Add co-host</button>");
  });

  it("speaks the page's language, right to left in Arabic", () => {
    const html = render(<DoorSection kitId={KIT} ownerToken="t" api={api} onSaid={() => {}} />, "ar");
    expect(html).toContain(">عند الباب</h3>");
    expect(html).toContain(">افتح صفحة الباب</a>");
    expect(html).toContain("قائمة الباب (PDF)");
  });
});

describe("the door's calls", () => {
  const loadExtras = () => import("../../client/extras.ts");
  const COHOST = {
    cohostId: "Cq7_kq-3VbN0pLmW2rT5yC",
    label: "Sam at the side door",
    createdAt: "2026-11-20T10:00:00.000Z",
  };

  /** A fetch that records each request and answers `reply`. */
  function recording(reply: () => Response) {
    const requests: Request[] = [];
    const fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      requests.push(new Request(new URL(String(input), "http://kits.example"), init));
      return Promise.resolve(reply());
    }) as typeof globalThis.fetch;
    return { requests, api: createDoorApi({ fetch, loadExtras }) };
  }

  it("adds a co-host with the owner token, and reads back the link given once", async () => {
    const created = {
      ...COHOST,
      token: "k".repeat(43),
      link: `https://kits.example/k/${KIT}/door#token=${"k".repeat(43)}`,
    };
    const { requests, api } = recording(() => Response.json(created, { status: 201 }));
    expect(await api.addCohost(KIT, "Sam at the side door", "owner-token")).toEqual(created);
    expect(requests[0].method).toBe("POST");
    expect(new URL(requests[0].url).pathname).toBe(`/api/kits/${KIT}/cohosts`);
    expect(requests[0].headers.get("authorization")).toBe("Bearer owner-token");
    expect(await requests[0].json()).toEqual({ label: "Sam at the side door" });
  });

  it("lists and revokes co-hosts", async () => {
    const listed = recording(() => Response.json({ cohosts: [COHOST] }));
    expect(await listed.api.cohosts(KIT, "owner-token")).toEqual([COHOST]);
    const revoked = recording(() => new Response(null, { status: 204 }));
    await revoked.api.revokeCohost(KIT, COHOST.cohostId, "owner-token");
    expect(revoked.requests[0].method).toBe("DELETE");
    expect(new URL(revoked.requests[0].url).pathname).toBe(`/api/kits/${KIT}/cohosts/${COHOST.cohostId}`);
  });

  it("fetches the door list's PDF with the owner token", async () => {
    const { requests, api } = recording(() =>
      new Response(new Uint8Array([37, 80, 68, 70]), { headers: { "Content-Type": "application/pdf" } })
    );
    const pdf = await api.doorListPdf(KIT, "owner-token");
    expect(new TextDecoder().decode(await pdf.arrayBuffer())).toBe("%PDF");
    expect(new URL(requests[0].url).pathname).toBe(`/api/kits/${KIT}/door-list.pdf`);
    expect(requests[0].headers.get("accept")).toBe("application/pdf");
    expect(requests[0].headers.get("authorization")).toBe("Bearer owner-token");
  });

  it("refuses a reply its schema does not read, and says a refusal's code", async () => {
    const odd = recording(() => Response.json({ cohosts: [{ label: "no id" }] }));
    expect(await odd.api.cohosts(KIT, "t").catch((error) => error)).toMatchObject({ code: "INTERNAL" });
    const refused = recording(() =>
      Response.json({
        error: { code: "VALIDATION_ERROR", message: "label must be at most 60 characters" },
      }, {
        status: 400,
      })
    );
    const error = await refused.api.addCohost(KIT, "", "t").catch((error) => error);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: "VALIDATION_ERROR" });
  });
});
