/**
 * Mail (issue 38), when the server has a mail server: the outbox's worker, the confirmation, the later mails
 * (updates, changes, reminders), the links and the unsubscribe token; the transport (transport.ts) is an interface the SMTP adapter implements.
 */
export { CALENDAR_ATTACHMENT, confirmationMail } from "./confirmation.ts";
export { escapeHtml } from "./mail-html.ts";
export {
  confirmationKey,
  createGuestMail,
  type GuestMail,
  type GuestMailDeps,
  laterMailKey,
  mailAddressOf,
} from "./guest-mail.ts";
export { keeperTellingChanges } from "./event-change.ts";
export { CHANGE_CALENDAR_TYPE, laterMail, type LaterMailSubject } from "./later-mail.ts";
export { createReminders, eventStartMs, type RemindersDeps } from "./reminders.ts";
export { createPromotions, PROMOTIONS_PER_LOOK, type PromotionsDeps } from "./promotions.ts";
export {
  answerPrivateLink,
  eventPageUrl,
  PRIVATE_LINK_GUEST_PARAM,
  PRIVATE_LINK_TOKEN_FRAGMENT,
  unsubscribePath,
  unsubscribeUrl,
} from "./links.ts";
export {
  CLAIM_MS,
  createMailWorker,
  FIRST_RETRY_MS,
  LONGEST_RETRY_MS,
  mailErrorText,
  type MailWorker,
  type MailWorkerDeps,
  retryDelayMs,
} from "./outbox-worker.ts";
export { MailSendError, type MailTransport, type OutgoingMail, smtpUrlSecrets } from "./transport.ts";
export {
  isUnsubscribeToken,
  listUnsubscribeHeaders,
  ONE_CLICK_BODY,
  unsubscribeToken,
} from "./unsubscribe.ts";
