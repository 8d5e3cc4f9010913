import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { Paginated } from '../../common/pagination.js';
import { After, MaxLength, Required, SafeLink, SortOrder } from '../../common/validation/rules.js';
import { Announcement } from './announcement.entity.js';

/** The announcement form: the text in the mutation's `language`; everything else shared by every language. */
@InputType()
export class AnnouncementInput {
  @Field(() => String, { nullable: true })
  @Required()
  @MaxLength(255)
  text!: string;

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

  /** Lowest first on the storefront; absent keeps the stored one (0 on create). */
  @Field(() => Int, { nullable: true })
  @SortOrder()
  position?: number | null;
}

@ObjectType()
export class AnnouncementList extends Paginated(Announcement) {}
