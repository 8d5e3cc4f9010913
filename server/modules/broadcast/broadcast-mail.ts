import type { AppRuntime } from '../../common/context.js';
import { translate } from '../../common/translations.js';
import { escapeHtml } from '../../mail/mail-templates.js';
import type { MailJobPayload } from '../../mail/mail.job.js';
import { fillVariables } from '../lead-status/index.js';
import { oneClickUnsubscribeUrl, unsubscribeUrl } from '../newsletter/index.js';
import type { BroadcastMessage } from './broadcast.entities.js';

/** The variables a broadcast message may use. */
export const BROADCAST_VARIABLES = ['first_name', 'last_name', 'shop_name'] as const;

export interface BroadcastAddressee {
  email: string;
  firstName: string;
  lastName: string;
  /** Content language; null or one the message lacks: the main language's text. */
  language?: string | null;
}

/**
 * One recipient's marketing mail: the message in their language with the variables filled in (escaped
 * in the body, which was sanitised when saved and is sanitised again when rendered), the signed
 * unsubscribe link in the footer, and the RFC 8058 one-click headers pointing at the signed API link.
 */
export function broadcastMailPayload(
  runtime: AppRuntime,
  message: Pick<BroadcastMessage, 'subject' | 'body'>,
  to: BroadcastAddressee,
  shop: { name: string; mainLanguage: string },
): MailJobPayload {
  const language = to.language || shop.mainLanguage;
  const values = { first_name: to.firstName, last_name: to.lastName, shop_name: shop.name };
  const subject = fillVariables(translate(message.subject, language, shop.mainLanguage), values);
  const body = fillVariables(translate(message.body, language, shop.mainLanguage), values, escapeHtml);
  return {
    to: [to.email],
    template: 'message',
    language,
    data: { subject, body: { html: body }, unsubscribeUrl: unsubscribeUrl(runtime, to.email, language) },
    headers: {
      'List-Unsubscribe': `<${oneClickUnsubscribeUrl(runtime, to.email)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
