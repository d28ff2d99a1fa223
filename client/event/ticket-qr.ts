/**
 * A ticket's QR code (issue 39): the bare check-in code, encoded as every QR of a kit is (brandkit/qr-code.ts:
 * byte mode, error correction M, a quiet zone of 4 modules), as SVG path data of one unit a module. Loaded only
 * when a ticket is shown, so the event page's first script stays small (docs/web-app.md).
 */
import { encodeQr, QR_QUIET_ZONE_MODULES, qrPathData, qrSideModules } from "../../brandkit/qr-code.ts";

/** Light modules around the code on every side. */
export const TICKET_QUIET_ZONE = QR_QUIET_ZONE_MODULES;

/** A ticket's code drawn: `side` modules square (quiet zone included), and the dark modules' path. */
export type TicketQr = { side: number; path: string };

/** `code` as a QR code, one unit a module, the quiet zone left unpainted. */
export function ticketQrOf(code: string): TicketQr {
  const qr = encodeQr(code);
  return { side: qrSideModules(qr), path: qrPathData(qr, { x: 0, y: 0, modulePx: 1 }) };
}
