import { ForeignKeyConstraintViolationException } from '@mikro-orm/core';
import { CrudService } from '../../common/crud-service.js';
import { ConflictError } from '../../common/errors.js';
import { keywordFilter, setNewTranslation, setTranslation, type ContentLanguage } from '../../common/translations.js';
import { paginate, type ListOptions, type Page } from '../../common/pagination.js';
import { sanitizeRichText } from '../../common/rich-text.js';
import { renderMail } from '../../mail/mail-templates.js';
import { queueMail } from '../../mail/mail.service.js';
import { readSettingsGroup, useLanguage } from '../settings/index.js';
import { BroadcastMessage } from './broadcast.entities.js';
import { broadcastMailPayload } from './broadcast-mail.js';
import type { BroadcastMessageInput, MailPreview } from './message.inputs.js';

export const MESSAGE_MESSAGES = {
  inUse: 'The message is used by a broadcast and can not be deleted.',
} as const;

/** The recipient a preview and a test send fill the variables with. */
const SAMPLE_NAME = { firstName: 'Ann', lastName: 'Chan' };

/** Broadcast messages: subject and rich-text body per language; preview and test send. */
export class BroadcastMessageService extends CrudService<BroadcastMessage> {
  protected readonly entity = BroadcastMessage;

  async list(options?: ListOptions, language?: string | null): Promise<Page<BroadcastMessage>> {
    await useLanguage(this.ctx, language);
    const keyword = keywordFilter(options?.keyword, [], ['subject']);
    return paginate(
      this.em,
      BroadcastMessage,
      { ...options, keyword: undefined },
      { sortable: ['id', 'createdAt', 'updatedAt'], searchable: [], where: keyword },
    );
  }

  async get(id: number, language?: string | null): Promise<BroadcastMessage> {
    await useLanguage(this.ctx, language);
    return this.find(id);
  }

  async create(input: BroadcastMessageInput, language?: string | null): Promise<BroadcastMessage> {
    const content = await useLanguage(this.ctx, language);
    const message = this.em.create(BroadcastMessage, {});
    this.apply(message, input, content, true);
    await this.em.flush();
    return message;
  }

  async update(id: number, input: BroadcastMessageInput, language?: string | null): Promise<BroadcastMessage> {
    const content = await useLanguage(this.ctx, language);
    const message = await this.find(id);
    this.apply(message, input, content, false);
    await this.em.flush();
    return message;
  }

  override async removeMany(ids: number[]): Promise<number> {
    const messages = await this.findAll(ids);
    messages.forEach((message) => this.em.remove(message));
    try {
      await this.em.flush();
    } catch (error) {
      if (error instanceof ForeignKeyConstraintViolationException) throw new ConflictError(MESSAGE_MESSAGES.inUse);
      throw error;
    }
    return messages.length;
  }

  /** The message as a recipient reading `language` gets it (sample names; the real link is per address). */
  async preview(id: number, language?: string | null): Promise<MailPreview> {
    const content = await useLanguage(this.ctx, language);
    const message = await this.find(id);
    const basic = await readSettingsGroup(this.em, 'basic');
    const payload = broadcastMailPayload(
      this.ctx.runtime,
      message,
      { email: 'preview@example.com', ...SAMPLE_NAME, language: content.language },
      { name: basic.name, mainLanguage: content.mainLanguage },
    );
    return renderMail(payload.template, payload.language, { ...payload.data, shopName: basic.name });
  }

  /** Queues the message in `language` to one address, as the sample recipient would get it. */
  async testSend(id: number, email: string, language?: string | null): Promise<boolean> {
    const content = await useLanguage(this.ctx, language);
    const message = await this.find(id);
    const basic = await readSettingsGroup(this.em, 'basic');
    const payload = broadcastMailPayload(
      this.ctx.runtime,
      message,
      { email: email.trim(), ...SAMPLE_NAME, language: content.language },
      { name: basic.name, mainLanguage: content.mainLanguage },
    );
    await queueMail(this.em, { to: payload.to, template: payload.template, language: payload.language, data: payload.data, headers: payload.headers });
    await this.em.flush();
    return true;
  }

  private apply(message: BroadcastMessage, input: BroadcastMessageInput, content: ContentLanguage, isNew: boolean): void {
    const write = (map: BroadcastMessage['subject'], value: string | null | undefined) =>
      isNew ? setNewTranslation(map, content, value) : setTranslation(map, content.language, value);
    if (input.subject !== undefined) message.subject = write(message.subject, input.subject?.trim());
    if (input.body !== undefined) message.body = write(message.body, input.body === null ? null : sanitizeRichText(input.body));
  }
}
