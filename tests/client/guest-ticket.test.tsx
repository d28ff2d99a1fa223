/**
 * A going guest's ticket on the event page (issue 39) in the browser's code: the QR writer (the bare code, dark on
 * light with its quiet zone, read back by an independent decoder), the ticket as the server renders it (heading,
 * the code in groups, left to right in every language, the hint; the QR's square kept for the script), and which
 * answers show one.
 */
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { GuestEntry } from "../../brandkit/web.ts";
import { GuestTicket } from "../../client/event/GuestTicket.tsx";
import { TICKET_QUIET_ZONE, ticketQrOf } from "../../client/event/ticket-qr.ts";
import { YourAnswer } from "../../client/event/YourAnswer.tsx";
import type { InterfaceLanguage } from "../../client/i18n/interface-language.ts";
import { createInterfaceStore } from "../../client/i18n/interface-store.ts";
import { InterfaceContext } from "../../client/i18n/use-words.ts";
import { interfaceBootOf } from "../../routes/interface-catalogs.ts";
import { scanSvg } from "../brandkit/render/_scan.ts";

function render(node: ReactNode, language: InterfaceLanguage = "en"): string {
  const store = createInterfaceStore(interfaceBootOf(language), { fetch: () => Promise.reject() });
  return renderToStaticMarkup(<InterfaceContext.Provider value={store}>{node}</InterfaceContext.Provider>);
}

const CODE = "7KQ4MX2HPA";

/** The QR as TicketQr draws it, as a standalone SVG `size` px square. */
function ticketSvg(code: string, size = 200): string {
  const { side, path } = ticketQrOf(code);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${side} ${side}" ` +
    `shape-rendering="crispEdges"><rect width="${side}" height="${side}" fill="#FFFFFF"/>` +
    `<path d="${path}" fill="#000000"/></svg>`;
}

describe("the ticket's QR code", () => {
  it.each([CODE, "23456789AB", "A1B2C3D4E5F6"])(
    "holds exactly the bare code %s, read back by jsQR",
    (code) => {
      expect(scanSvg(ticketSvg(code))).toBe(code);
    },
  );

  it("keeps its quiet zone light: no module painted within 4 of the edge", () => {
    const { side, path } = ticketQrOf(CODE);
    expect(side).toBe(21 + 2 * TICKET_QUIET_ZONE); // version 1 holds a 10-character code
    const numbers = path.match(/\d+/g)!.map(Number);
    expect(numbers.length).toBeGreaterThan(0);
    expect(Math.min(...numbers)).toBeGreaterThanOrEqual(TICKET_QUIET_ZONE);
    expect(Math.max(...numbers)).toBeLessThanOrEqual(side - TICKET_QUIET_ZONE);
  });
});

describe("the guest's ticket", () => {
  it("shows its heading, the code in groups to type, and what to do with it", () => {
    const html = render(<GuestTicket code={CODE} />);
    expect(html).toMatch(
      /<div class="rsvp-ticket" role="group" aria-labelledby="[^"]+" aria-describedby="[^"]+">/,
    );
    expect(html).toContain(">Your ticket</h4>");
    expect(html).toContain('<p class="rsvp-ticket-code" dir="ltr" translate="no">7KQ4M-X2HPA</p>');
    expect(html).toContain(
      "Show this at the door. If it can&#x27;t be scanned, the code can be typed in instead.",
    );
    // The QR's writer loads after hydration: the server keeps its square, hidden from screen readers.
    expect(html).toContain('<span class="ticket-qr ticket-qr-pending" aria-hidden="true"></span>');
  });

  it("keeps the code left to right in a right-to-left interface, around words in its language", () => {
    const html = render(<GuestTicket code={CODE} />, "ar");
    expect(html).toContain(">تذكرتك</h4>");
    expect(html).toContain('dir="ltr" translate="no">7KQ4M-X2HPA</p>');
  });

  const ENTRY: GuestEntry = {
    guestId: "Gq7_kq-3VbN0pLmW2rT5yB",
    name: "Zainab Okafor",
    answer: "going",
    status: "going",
    party: 1,
    note: "",
    answers: {},
    companions: [],
    checkInCode: CODE,
    at: "2027-01-01T10:00:00.000Z",
  };
  const answer = (entry: GuestEntry) =>
    render(
      <YourAnswer
        mine={{ entry, key: null }}
        link={null}
        formAction="/k/x/rsvp"
        busy={false}
        onWithdraw={() => {}}
        questions={[]}
      />,
    );

  it("shows on the answer of a guest going", () => {
    expect(answer(ENTRY)).toContain("7KQ4M-X2HPA");
  });

  it.each([
    ["waitlisted", { status: "waitlist" as const }],
    ["maybe", { answer: "maybe" as const, status: "maybe" as const, checkInCode: undefined }],
    ["not going", { answer: "no" as const, status: "no" as const, checkInCode: undefined }],
    ["going, before the server gave the code", { checkInCode: undefined }],
  ])("is not shown to a guest %s", (_who, change) => {
    const html = answer({ ...ENTRY, ...change });
    expect(html).not.toContain("rsvp-ticket");
    expect(html).not.toContain("7KQ4M");
  });
});
