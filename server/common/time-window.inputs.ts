import { Field, InputType } from 'type-graphql';
import { After, MaxLength, SafeLink } from './validation/rules.js';

/**
 * The link and the window of a row shown to shoppers for a while (time-window.ts), as the forms of slides
 * and announcements have them. Extend it.
 */
@InputType()
export abstract class LinkAndWindowFields {
  /** A storefront path or an http(s) URL: never `javascript:` and friends. */
  @Field(() => String, { nullable: true })
  @MaxLength(1000)
  @SafeLink()
  link?: string | null;

  @Field(() => Boolean, { nullable: true })
  enabled?: boolean | null;

  @Field(() => Date, { nullable: true })
  startsAt?: Date | null;

  /** After startsAt when both are given: the window in order. */
  @Field(() => Date, { nullable: true })
  @After('endsAfterStart', 'startsAt')
  endsAt?: Date | null;
}
