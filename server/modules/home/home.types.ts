import { ValidateNested } from 'class-validator';
import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ValidationError } from '../../common/errors.js';
import { MESSAGES, MaxLength, Required, WholeNumberIn } from '../../common/validation/rules.js';
import { inputErrors } from '../../common/validation/validate-input.js';
import { Block } from '../block/index.js';
import { StorefrontSlider } from '../slider/index.js';

/**
 * A section of the home page (issue 15, homepage composition): a slider or a block by identifier, a
 * product row of `/api/widget` (new, featured, hot; category or brand by url), or the latest articles.
 */
export enum HomeSectionType {
  slider = 'slider',
  block = 'block',
  new = 'new',
  featured = 'featured',
  hot = 'hot',
  category = 'category',
  brand = 'brand',
  articles = 'articles',
}
registerEnumType(HomeSectionType, { name: 'HomeSectionType', description: 'slider, block, new, featured, hot, category, brand, articles' });

/** Sections that name what they show in `value`: a slider or block identifier, a category or brand url. */
export const VALUE_SECTIONS: readonly HomeSectionType[] = [HomeSectionType.slider, HomeSectionType.block, HomeSectionType.category, HomeSectionType.brand];

@ObjectType()
export class HomeSection {
  @Field(() => HomeSectionType)
  type!: HomeSectionType;

  @Field(() => String, { nullable: true, description: 'The slider or block identifier, the category or brand url' })
  value!: string | null;

  @Field(() => Int, { nullable: true, description: 'Products or articles shown (1 to 50); none: the default' })
  limit!: number | null;
}

@ObjectType({ description: "The home page's sections, in order" })
export class HomeSettings {
  @Field(() => [HomeSection])
  sections!: HomeSection[];
}

@InputType()
export class HomeSectionInput {
  @Field(() => HomeSectionType, { nullable: true })
  @Required()
  type!: HomeSectionType;

  @Field(() => String, { nullable: true })
  @MaxLength(255)
  value?: string | null;

  @Field(() => Int, { nullable: true })
  @WholeNumberIn('limit', 1, 50)
  limit?: number | null;
}

@InputType()
export class HomeSettingsInput {
  @Field(() => [HomeSectionInput], { nullable: true })
  @ValidateNested({ each: true })
  sections?: HomeSectionInput[] | null;
}

/** The input's rules and, per section, a value where the type names something (every error at once). */
const validateHome = async (argValue: unknown) => {
  const errors = await inputErrors(argValue, { partial: true });
  ((argValue as HomeSettingsInput | null)?.sections ?? []).forEach((section, index) => {
    if (section?.type && VALUE_SECTIONS.includes(section.type) && !section.value) errors[`sections.${index}.value`] ??= MESSAGES.required;
  });
  if (Object.keys(errors).length) throw new ValidationError(errors);
};
export const HOME_UPDATE = { validateFn: validateHome } as const;

/** A section as the storefront renders it: the slider or block it names, resolved in the language asked. */
@ObjectType()
export class HomePageSection extends HomeSection {
  @Field(() => StorefrontSlider, { nullable: true })
  slider?: StorefrontSlider | null;

  @Field(() => Block, { nullable: true })
  block?: Block | null;
}

@ObjectType({ description: 'The storefront home page: its sections in order (a slider or block no longer shown is left out)' })
export class HomePage {
  @Field(() => [HomePageSection])
  sections!: HomePageSection[];
}
