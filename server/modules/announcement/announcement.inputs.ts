import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { Paginated } from '../../common/pagination.js';
import { MaxLength, Required, SortOrder } from '../../common/validation/rules.js';
import { LinkAndWindowFields } from '../../common/time-window.inputs.js';
import { Announcement } from './announcement.entity.js';

/**
 * The announcement form: the text in the mutation's `language`; everything else (its link and window as
 * LinkAndWindowFields has them) shared by every language.
 */
@InputType()
export class AnnouncementInput extends LinkAndWindowFields {
  @Field(() => String, { nullable: true })
  @Required()
  @MaxLength(255)
  text!: string;

  /** Lowest first on the storefront; absent keeps the stored one (0 on create). */
  @Field(() => Int, { nullable: true })
  @SortOrder()
  position?: number | null;
}

@ObjectType()
export class AnnouncementList extends Paginated(Announcement) {}
