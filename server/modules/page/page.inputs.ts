import { Field, InputType, ObjectType } from 'type-graphql';
import { Paginated } from '../../common/pagination.js';
import { MaxLength, Required } from '../../common/validation/rules.js';
import { UrlSegment } from '../brand/index.js';
import { Page } from './page.entity.js';

/**
 * The page form: title, content, metaTitle and metaDescription are written in the mutation's `language`;
 * url, enabled and the publishing window are shared by every language.
 */
@InputType()
export class PageInput {
  /** Default true on create. */
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

  /** Rich text, sanitised before it is stored and again when rendered. */
  @Field(() => String, { nullable: true })
  @MaxLength(500000)
  content?: string | null;

  @Field(() => String, { nullable: true })
  @MaxLength(255)
  metaTitle?: string | null;

  @Field(() => String, { nullable: true })
  @MaxLength(1000)
  metaDescription?: string | null;

  /** Shown from this time (UTC instant; the admin screen reads and writes it in the shop's time zone). */
  @Field(() => Date, { nullable: true })
  publishFrom?: Date | null;

  @Field(() => Date, { nullable: true })
  publishUntil?: Date | null;

  /** Blocks shown below the content, in order (identifiers of existing blocks). */
  @Field(() => [String], { nullable: true })
  blockIdentifiers?: string[] | null;
}

@ObjectType()
export class PageList extends Paginated(Page) {}
