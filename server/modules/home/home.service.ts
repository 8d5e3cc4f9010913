import { ValidationError, type FieldErrors } from '../../common/errors.js';
import { Service } from '../../common/service.js';
import { MESSAGES } from '../../common/validation/rules.js';
import { Block, BlockService } from '../block/index.js';
import { readSettingsGroup, writeSettingsGroup } from '../settings/index.js';
import { Slider, SliderService, toStorefrontSlider } from '../slider/index.js';
import { HomeSectionType, VALUE_SECTIONS, type HomePage, type HomePageSection, type HomeSettings, type HomeSettingsInput } from './home.types.js';

/**
 * The homepage composition (issue 15): the home page's sections in order, kept in the settings group
 * `home` (permission setting), and the storefront's home page built from them.
 */
export class HomeService extends Service {
  async settings(): Promise<HomeSettings> {
    const { sections } = await readSettingsGroup(this.em, 'home');
    return { sections: sections.map((s) => ({ type: s.type as HomeSectionType, value: s.value ?? null, limit: s.limit ?? null })) };
  }

  /** `sections` replaces the list (absent keeps it); every section's error at once, nothing written when refused. */
  async update(input: HomeSettingsInput): Promise<HomeSettings> {
    if (input.sections === undefined || input.sections === null) return this.settings();
    const sections = input.sections.map((s) => ({ type: s.type, value: VALUE_SECTIONS.includes(s.type) ? s.value || null : null, limit: s.limit ?? null }));
    await this.check(sections);
    await writeSettingsGroup(this.em, 'home', { sections });
    await this.em.flush();
    return this.settings();
  }

  /** A slider or block section names one that exists (the input's rules have asked for the value). */
  private async check(sections: HomeSettings['sections']): Promise<void> {
    const errors: FieldErrors = {};
    const named = (type: HomeSectionType) => sections.filter((s) => s.type === type && s.value).map((s) => s.value as string);
    const [sliders, blocks] = await Promise.all([
      this.em.find(Slider, { identifier: { $in: named(HomeSectionType.slider) } }, { fields: ['identifier'] }),
      this.em.find(Block, { identifier: { $in: named(HomeSectionType.block) } }, { fields: ['identifier'] }),
    ]);
    const known = { slider: new Set(sliders.map((s) => s.identifier)), block: new Set(blocks.map((b) => b.identifier)) };
    sections.forEach((section, index) => {
      if ((section.type === HomeSectionType.slider || section.type === HomeSectionType.block) && !known[section.type].has(section.value as string)) {
        errors[`sections.${index}.value`] = MESSAGES.noSpecific;
      }
    });
    if (Object.keys(errors).length) throw new ValidationError(errors);
  }

  /**
   * The storefront home page: the sections with their sliders and blocks (one query for each kind,
   * whatever their number). A slider with no slide shown now, or a disabled block, leaves its section out.
   */
  async page(language?: string | null): Promise<HomePage> {
    const { sections } = await this.settings();
    const named = (type: HomeSectionType) => sections.filter((s) => s.type === type && s.value).map((s) => s.value as string);
    const sliderKeys = named(HomeSectionType.slider);
    const blockKeys = named(HomeSectionType.block);
    const [sliders, blocks] = await Promise.all([
      sliderKeys.length ? SliderService.of(this.ctx).visible(language, sliderKeys) : [],
      BlockService.of(this.ctx).publishedMany(blockKeys, language),
    ]);
    const sliderByKey = new Map(await Promise.all(sliders.map(async (entry) => [entry.slider.identifier, await toStorefrontSlider(this.ctx, entry)] as const)));
    const blockByKey = new Map(blocks.map((block) => [block.identifier, block]));
    const shown: HomePageSection[] = [];
    for (const section of sections) {
      if (section.type === HomeSectionType.slider) {
        const slider = sliderByKey.get(section.value ?? '');
        if (slider) shown.push({ ...section, slider });
      } else if (section.type === HomeSectionType.block) {
        const block = blockByKey.get(section.value ?? '');
        if (block) shown.push({ ...section, block });
      } else shown.push(section);
    }
    return { sections: shown };
  }
}
