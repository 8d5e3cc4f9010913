import { ValidateNested } from 'class-validator';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { Paginated } from '../../common/pagination.js';
import { After, KeyFormat, MESSAGES, MaxLength, Required, SafeLink } from '../../common/validation/rules.js';
import { PARTIAL_UPDATE, validateInput } from '../../common/validation/validate-input.js';
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

  /** A storefront path or an http(s) URL: never `javascript:` and friends. */
  @Field(() => String, { nullable: true })
  @MaxLength(1000)
  @SafeLink()
  link?: string | null;

  /** Ignored: the list's order is the slides' order (kept for clients that send it). */
  @Field(() => Int, { nullable: true })
  order?: number | null;

  @Field(() => Boolean, { nullable: true })
  enabled?: boolean | null;

  @Field(() => Date, { nullable: true })
  startsAt?: Date | null;

  /** After startsAt when both are given: the window in order. */
  @Field(() => Date, { nullable: true })
  @After('endsAfterStart', 'startsAt')
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

// The slides' link and window are rules of SlideInput: the whole slider answers in one error map.
export const SLIDER_CREATE = { validateFn: (argValue: unknown) => validateInput(argValue) } as const;
export const SLIDER_UPDATE = PARTIAL_UPDATE;

@ObjectType()
export class SliderList extends Paginated(Slider) {}
