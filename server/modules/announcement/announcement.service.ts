import { SwitchableCrudService } from '../../common/crud-service.js';
import { fieldError } from '../../common/errors.js';
import { paginate, type ListOptions, type Page } from '../../common/pagination.js';
import { shownNowWhere } from '../../common/time-window.js';
import { keywordFilter, setNewTranslation, setTranslation } from '../../common/translations.js';
import { MESSAGES } from '../../common/validation/rules.js';
import { useLanguage } from '../settings/index.js';
import { Announcement } from './announcement.entity.js';
import type { AnnouncementInput } from './announcement.inputs.js';

/** The storefront shows at most this many at once (a bar, not a feed). */
export const SHOWN_ANNOUNCEMENTS = 3;

/** Announcements (permission block): the storefront's top bar. The window's order is a rule of the input. */
export class AnnouncementService extends SwitchableCrudService<Announcement> {
  protected readonly entity = Announcement;

  async list(options?: ListOptions, language?: string | null): Promise<Page<Announcement>> {
    await useLanguage(this.ctx, language);
    return paginate(
      this.em,
      Announcement,
      { ...options, keyword: undefined },
      {
        sortable: ['id', 'position', 'enabled', 'startsAt', 'endsAt', 'createdAt', 'updatedAt'],
        searchable: [],
        where: keywordFilter(options?.keyword, ['link'], ['text']),
      },
    );
  }

  async get(id: number, language?: string | null): Promise<Announcement> {
    await useLanguage(this.ctx, language);
    return this.find(id);
  }

  /** What a shopper sees now: enabled, inside the window, lowest position first. */
  async shown(language?: string | null): Promise<Announcement[]> {
    await useLanguage(this.ctx, language);
    return this.em.find(Announcement, shownNowWhere(), { orderBy: { position: 'asc', id: 'asc' }, limit: SHOWN_ANNOUNCEMENTS });
  }

  async create(input: AnnouncementInput, language?: string | null): Promise<Announcement> {
    const content = await useLanguage(this.ctx, language);
    const announcement = this.em.create(Announcement, {
      text: setNewTranslation({}, content, input.text),
      link: input.link || null,
      enabled: input.enabled ?? true,
      startsAt: input.startsAt ?? null,
      endsAt: input.endsAt ?? null,
      position: input.position ?? 0,
    });
    await this.em.flush();
    return announcement;
  }

  /** Changes only what the input sends; the text in the mutation's language. */
  async update(id: number, input: AnnouncementInput, language?: string | null): Promise<Announcement> {
    const content = await useLanguage(this.ctx, language);
    const announcement = await this.find(id);
    // The input's rule sees the window's ends it was sent; an end sent alone is checked against the stored start.
    const startsAt = input.startsAt !== undefined ? input.startsAt : announcement.startsAt;
    const endsAt = input.endsAt !== undefined ? input.endsAt : announcement.endsAt;
    if (startsAt && endsAt && endsAt <= startsAt) throw fieldError('endsAt', MESSAGES.noSpecific);
    if (input.text !== undefined) announcement.text = setTranslation(announcement.text, content.language, input.text);
    if (input.link !== undefined) announcement.link = input.link || null;
    if (input.enabled != null) announcement.enabled = input.enabled;
    announcement.startsAt = startsAt;
    announcement.endsAt = endsAt;
    if (input.position != null) announcement.position = input.position;
    await this.em.flush();
    return announcement;
  }
}
