/**
 * Whether queueMail (server/mail/mail.service.ts) accepts the address. The form rule (EmailFormat) lets
 * through a few characters the mailer refuses (`<>,;"`); such an address gets no mail rather than a 500.
 */
const MAILABLE = /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/;

export function isMailable(address: string | null | undefined): address is string {
  return typeof address === 'string' && MAILABLE.test(address.trim());
}
