import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SwitchableCrudService } from '../../common/crud-service.js';
import { fieldError } from '../../common/errors.js';
import { paginate, type ListOptions, type Page } from '../../common/pagination.js';
import { keywordFilter, setNewTranslation, setTranslation, translate, type ContentLanguage, type Translations } from '../../common/translations.js';
import { MESSAGES } from '../../common/validation/rules.js';
import { shownNowWhere } from '../../common/time-window.js';
import { Slide, Slider } from './slider.entity.js';
import type { SlideInput, SliderInput } from './slider.inputs.js';
import { useLanguage } from '../settings/index.js';

/** A translatable text written in the request's language (a new row also fills the main language). */
function write(map: Translations, content: ContentLanguage, value: string | null | undefined, isNew: boolean): Translations {
  return isNew ? setNewTranslation(map, content, value) : setTranslation(map, content.language, value);
}

/**
 * A slide's text: the slide editor sends every slide's texts, and an untranslated one arrives as the
 * fallback it was shown. That value is no translation (issue 15, honest translations): it is left out, so
 * the text keeps following the main language.
 */
function writeSlideText(map: Translations, content: ContentLanguage, value: string | null | undefined, isNew: boolean): Translations {
  const untranslated = !isNew && !map[content.language] && content.language !== content.mainLanguage;
  if (untranslated && value && value === translate(map, content.mainLanguage, content.mainLanguage)) return map;
  return write(map, content, value, isNew);
}

/** A slider with the slides to show (storefront answers). */
export interface VisibleSlider {
  slider: Slider;
  slides: Slide[];
}

/**
 * Sliders (issue 15, permission slider): identifier unique ('Key can not be repeated'); slides in order,
 * matched to the stored ones by id so an edit in one language keeps the others.
 */
export class SliderService extends SwitchableCrudService<Slider> {
  protected readonly entity = Slider;

  async list(options?: ListOptions, language?: string | null): Promise<Page<Slider>> {
    await useLanguage(this.ctx, language);
    return paginate(
      this.em,
      Slider,
      { ...options, keyword: undefined },
      {
        sortable: ['id', 'identifier', 'enabled', 'createdAt', 'updatedAt'],
        searchable: [],
        where: keywordFilter(options?.keyword, ['identifier'], ['title']),
      },
    );
  }

  async get(id: number, language?: string | null): Promise<Slider> {
    await useLanguage(this.ctx, language);
    return this.find(id);
  }

  /** Every slide of a slider, in order (admin), through the request's loader. */
  slides(sliderId: number): Promise<Slide[]> {
    return this.ctx.loaders.many(Slide, 'slider', { orderBy: { order: 'asc', id: 'asc' } }).load(sliderId);
  }

  /**
   * GET /api/slider: enabled sliders (all, or those named) with their slides visible now; a slider with
   * none is left out. Two queries whatever the number of sliders.
   */
  async visible(language?: string | null, identifiers?: string[]): Promise<VisibleSlider[]> {
    await useLanguage(this.ctx, language);
    const where = identifiers ? { enabled: true, identifier: { $in: identifiers } } : { enabled: true };
    const sliders = await this.em.find(Slider, where, { orderBy: { identifier: 'asc' } });
    if (!sliders.length) return [];
    const slides = await this.em.find(Slide, { slider: { $in: sliders.map((s) => s.id) }, ...shownNowWhere() }, { orderBy: { order: 'asc', id: 'asc' } });
    return sliders.map((slider) => ({ slider, slides: slides.filter((slide) => slide.slider.id === slider.id) })).filter((entry) => entry.slides.length > 0);
  }

  async create(input: SliderInput, language?: string | null): Promise<Slider> {
    return this.save(null, input, language);
  }

  async update(id: number, input: SliderInput, language?: string | null): Promise<Slider> {
    await this.find(id);
    return this.save(id, input, language);
  }

  /** One transaction: the slider and its slides are saved whole or not at all. */
  private async save(id: number | null, input: SliderInput, language?: string | null): Promise<Slider> {
    const content = await useLanguage(this.ctx, language);
    if (input.identifier !== undefined) await this.assertKeyFree(input.identifier, id);
    try {
      const saved = await this.em.transactional(async (tx) => {
        const slider = id === null ? tx.create(Slider, { identifier: input.identifier }) : await tx.findOneOrFail(Slider, { id });
        if (input.identifier !== undefined) slider.identifier = input.identifier;
        if (input.enabled !== undefined && input.enabled !== null) slider.enabled = input.enabled;
        slider.title = write(slider.title, content, input.title, id === null);
        await tx.flush();
        if (input.slides !== undefined && input.slides !== null) await writeSlides(tx, slider, input.slides, content);
        await tx.flush();
        return slider;
      });
      this.ctx.loaders.clearAll();
      return saved;
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw fieldError('identifier', MESSAGES.noRepeatedKeys);
      throw error;
    }
  }

  private async assertKeyFree(identifier: string, exceptId: number | null): Promise<void> {
    const taken = await this.em.count(Slider, exceptId === null ? { identifier } : { identifier, id: { $ne: exceptId } });
    if (taken) throw fieldError('identifier', MESSAGES.noRepeatedKeys);
  }
}

/** Makes the slider's slides exactly `inputs`, in that order; a slide sent with its id keeps its other languages. */
async function writeSlides(tx: EntityManager, slider: Slider, inputs: SlideInput[], content: ContentLanguage): Promise<void> {
  const existing = await tx.find(Slide, { slider: slider.id });
  const byId = new Map(existing.map((slide) => [slide.id, slide]));
  const keep = new Set(inputs.map((input) => input.id).filter((id): id is number => typeof id === 'number'));
  existing.filter((slide) => !keep.has(slide.id)).forEach((slide) => tx.remove(slide));
  inputs.forEach((input, index) => {
    const stored = input.id ? byId.get(input.id) : undefined;
    const slide = stored ?? tx.create(Slide, { slider, image: input.image });
    const isNew = !stored;
    slide.image = input.image;
    slide.mobileImage = input.mobileImage || null;
    slide.link = input.link || null;
    slide.order = index;
    slide.enabled = input.enabled ?? true;
    slide.startsAt = input.startsAt ?? null;
    slide.endsAt = input.endsAt ?? null;
    slide.title = writeSlideText(slide.title, content, input.title, isNew);
    slide.caption = writeSlideText(slide.caption, content, input.caption, isNew);
    slide.buttonText = writeSlideText(slide.buttonText, content, input.buttonText, isNew);
  });
}
