import { Field, InputType, ObjectType } from 'type-graphql';
import type { ValidationOptions } from 'class-validator';
import { Paginated } from '../../common/pagination.js';
import { Matches, MaxLength, Required } from '../../common/validation/rules.js';
import { URL_SEGMENT_PATTERN } from '../../../core/url-patterns.js';
import { Brand } from './brand.entity.js';

export const UrlSegment = (options?: ValidationOptions) => Matches('urlSegment', URL_SEGMENT_PATTERN, options);

/**
 * The brand form (spec section 3). title, shortDescription and description are written in the
 * mutation's `language`; enabled, url and image are shared by every language.
 */
@InputType()
export class BrandInput {
  /** Default true on create; absent on update keeps the stored value. */
  @Field(() => Boolean, { nullable: true })
  enabled?: boolean | null;

  @Field(() => String, { nullable: true })
  @Required()
  @MaxLength(255)
  title!: string;

  @Field(() => String, { nullable: true })
  @Required()
  @MaxLength(255)
  @UrlSegment()
  url!: string;

  @Field(() => String, { nullable: true })
  @MaxLength(1000)
  shortDescription?: string | null;

  /** Rich text, sanitised before it is stored. */
  @Field(() => String, { nullable: true })
  @MaxLength(200000)
  description?: string | null;

  /** An upload's path (`/uploads/...`, from uploadImage); null or '' for none. */
  @Field(() => String, { nullable: true })
  @MaxLength(500)
  image?: string | null;
}

@ObjectType()
export class BrandList extends Paginated(Brand) {}
