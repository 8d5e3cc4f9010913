import { ConflictError } from '../../common/errors.js';
import { Service } from '../../common/service.js';
import { isMailable } from '../customer/index.js';
import { queueMail } from '../../mail/mail.service.js';
import { readSettingsGroup } from '../settings/index.js';
import { ThrottleService } from '../system/index.js';
import type { ContactMessageInput } from './contact.inputs.js';

/** The storefront contact form: the message goes by mail to the shop's contact address (setting basic.contactEmail). */
export class ContactService extends Service {
  async send(input: ContactMessageInput): Promise<boolean> {
    // Per client address (THROTTLE_CONTACT): enough for a person, too few to turn the form into a relay.
    await ThrottleService.of(this.ctx).consumePerAddress('contact');
    const { contactEmail, mainLanguage } = await readSettingsGroup(this.em, 'basic');
    if (!isMailable(contactEmail)) throw new ConflictError('The shop has no contact address.');
    await queueMail(this.em, {
      template: 'contactMessage',
      to: contactEmail,
      // The shop's staff read it in the shop's main language; answering the mail answers the visitor.
      language: mainLanguage,
      replyTo: isMailable(input.email) ? input.email : undefined,
      data: { name: input.name, email: input.email, subject: input.subject, message: input.message },
    });
    await this.em.flush();
    return true;
  }
}
