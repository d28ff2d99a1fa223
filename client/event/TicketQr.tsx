/**
 * A ticket's QR code (issue 39): dark modules on white with their quiet zone, 200 px square, so a phone at the
 * door reads it from another phone's screen; named for screen readers by `label`. Its writer (ticket-qr.ts) loads
 * once the page is hydrated, apart from the first script (docs/web-app.md); until then the square is kept blank.
 * The answer the page was rendered with comes drawn by the server, so a guest without JavaScript sees it too.
 */
import { useEffect, useState } from "react";
import type { TicketQr as DrawnQr } from "./ticket-qr.ts";

export type TicketQrProps = {
  /** The bare code the QR holds ("7KQ4MX2HPA"). */
  code: string;
  /** Its accessible name, saying the code. */
  label: string;
  /** The code drawn by the server (the page without JavaScript shows it): used while it is this code's. */
  serverDrawn?: DrawnQr & { code: string };
};

export function TicketQr({ code, label, serverDrawn }: TicketQrProps) {
  const [drawn, setDrawn] = useState<{ code: string; qr: DrawnQr } | null>(
    serverDrawn ? { code: serverDrawn.code, qr: serverDrawn } : null,
  );
  useEffect(() => {
    if (drawn?.code === code) return;
    let live = true;
    import("./ticket-qr.ts").then(
      ({ ticketQrOf }) => live && setDrawn({ code, qr: ticketQrOf(code) }),
      () => {}, // offline for a moment: the code under it still works
    );
    return () => {
      live = false;
    };
  }, [code]);
  if (drawn?.code !== code) return <span className="ticket-qr ticket-qr-pending" aria-hidden="true" />;
  const { side, path } = drawn.qr;
  return (
    <svg
      className="ticket-qr"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${side} ${side}`}
      shapeRendering="crispEdges"
    >
      <rect width={side} height={side} fill="#FFFFFF" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
