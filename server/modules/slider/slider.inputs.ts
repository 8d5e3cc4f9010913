import { ValidateNested } from 'class-validator';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { ValidationError, type FieldErrors } from '../../common/errors.js';
import { Paginated } from '../../common/pagination.js';
import { KeyFormat, MESSAGES, MaxLength, Required } from '../../common/validation/rules.js';
import { inputErrors } from '../../common/validation/validate-input.js';
import { Slider } from './slider.entity.js';

/** A slide of the form: texts in the mutation's language; `id` keeps the stored slide (and its other languages). */
@InputType()
export class SlideInput {
  @Field(() => Int, { nullable: true })
  id?: number | null;

  @Field(() => String, { nullable: true })
  @Required({ message: MESSAGES.requiredImage })
  @MaxLength(500)
  image!: string;

  @Field(() => String, { nullable: true })
  @MaxLength(500)
  mobileImage?: string | null;

  @Field(() => String, { nullable: true })
  @MaxLength(255)
  title?: string | null;

  @Field(() => String, { nullable: true })
  @MaxLength(1000)
  caption?: string | null;

  @Field(() => String, { nullable: true })
  @MaxLength(100)
  buttonText?: string | null;

  @Field(() => String, { nullable: true })
  @MaxLength(1000)
  link?: string | null;

  /** Ignored: the list's order is the slides' order (kept for clients that send it). */
  @Field(() => Int, { nullable: true })
  order?: number | null;

  @Field(() => Boolean, { nullable: true })
  enabled?: boolean | null;

  @Field(() => Date, { nullable: true })
  startsAt?: Date | null;

  @Field(() => Date, { nullable: true })
  endsAt?: Date | null;
}

/** The slider form: identifier and enabled shared; title in `language`; `slides` replaces the list. */
@InputType()
export class SliderInput {
  @Field(() => String, { nullable: true })
  @Required()
  @MaxLength(100)
  @KeyFormat()
  identifier!: string;

  @Field(() => String, { nullable: true })
  @MaxLength(255)
  title?: string | null;

  @Field(() => Boolean, { nullable: true })
  enabled?: boolean | null;

  @Field(() => [SlideInput], { nullable: true })
  @ValidateNested({ each: true })
  slides?: SlideInput[] | null;
}

/** A link is a storefront path or an http(s) URL: never `javascript:` and friends. */
const SAFE_LINK = /^(\/(?!\/)|https?:\/\/)/i;

/** Rules across a slide's fields: a safe link, the window in order (every slide's errors at once). */
export function slideErrors(input: SliderInput): FieldErrors {
  const errors: FieldErrors = {};
  (input?.slides ?? []).forEach((slide, index) => {
    if (slide?.link && !SAFE_LINK.test(slide.link)) errors[`slides.${index}.link`] = MESSAGES.noSpecific;
    if (slide?.startsAt && slide.endsAt && new Date(slide.endsAt) <= new Date(slide.startsAt)) errors[`slides.${index}.endsAt`] = MESSAGES.noSpecific;
  });
  return errors;
}

const validateSlider = (partial: boolean) => async (argValue: unknown) => {
  const errors = { ...(await inputErrors(argValue, { partial })), ...slideErrors(argValue as SliderInput) };
  if (Object.keys(errors).length) throw new ValidationError(errors);
};
export const SLIDER_CREATE = { validateFn: validateSlider(false) } as const;
export const SLIDER_UPDATE = { validateFn: validateSlider(true) } as const;

@ObjectType()
export class SliderList extends Paginated(Slider) {}
