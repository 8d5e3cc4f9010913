import { ValidateNested } from 'class-validator';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { Paginated } from '../../common/pagination.js';
import { KeyFormat, MESSAGES, MaxLength, Required } from '../../common/validation/rules.js';
import { LinkAndWindowFields } from '../../common/time-window.inputs.js';
import { PARTIAL_UPDATE, validateInput } from '../../common/validation/validate-input.js';
import { Slider } from './slider.entity.js';

/**
 * A slide of the form: texts in the mutation's language; `id` keeps the stored slide (and its other
 * languages); its link and window as LinkAndWindowFields has them.
 */
@InputType()
export class SlideInput extends LinkAndWindowFields {
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

  /** Ignored: the list's order is the slides' order (kept for clients that send it). */
  @Field(() => Int, { nullable: true })
  order?: number | null;
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
