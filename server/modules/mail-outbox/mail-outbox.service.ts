import { NotFoundError } from '../../common/errors.js';
import { paginate, type Page } from '../../common/pagination.js';
import { Service } from '../../common/service.js';
import { MailOutbox } from '../../mail/outbox.entity.js';
import type { MailOutboxListOptions } from './mail-outbox.inputs.js';

/** The back office's read of the mail outbox (rows are written by the mail job only). */
export class MailOutboxService extends Service {
  list(options?: MailOutboxListOptions): Promise<Page<MailOutbox>> {
    return paginate(this.em, MailOutbox, options, {
      sortable: ['id', 'createdAt', 'status', 'to', 'subject', 'sentAt'],
      searchable: ['to', 'subject'],
      where: options?.status ? { status: options.status } : undefined,
    });
  }

  async get(id: number): Promise<MailOutbox> {
    const mail = await this.em.findOne(MailOutbox, { id });
    if (!mail) throw new NotFoundError();
    return mail;
  }
}
