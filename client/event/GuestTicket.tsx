/**
 * A going guest's ticket on their own answer (issue 39): the check-in code as a QR code to show at the door, and
 * under it the same code in large type, in groups (formatCheckInCode), to read out or type when a camera cannot
 * scan it. A guest waitlisted, maybe or not going has no code, and sees no ticket.
 */
import { useId } from "react";
import { formatCheckInCode } from "../../brandkit/web.ts";
import { useT } from "../i18n/use-words.ts";
import { TicketQr, type TicketQrProps } from "./TicketQr.tsx";

export function GuestTicket({ code, serverDrawn }: { code: string } & Pick<TicketQrProps, "serverDrawn">) {
  const t = useT();
  const headingId = useId();
  const hintId = useId();
  const shown = formatCheckInCode(code);
  return (
    <div className="rsvp-ticket" role="group" aria-labelledby={headingId} aria-describedby={hintId}>
      <h4 id={headingId} className="rsvp-ticket-title">{t("event.ticket.title")}</h4>
      <TicketQr code={code} label={t("event.ticket.qrLabel", { code: shown })} serverDrawn={serverDrawn} />
      {/* A code reads left to right in every interface, and is never translated. */}
      <p className="rsvp-ticket-code" dir="ltr" translate="no">{shown}</p>
      <p id={hintId} className="rsvp-hint">{t("event.ticket.hint")}</p>
    </div>
  );
}
