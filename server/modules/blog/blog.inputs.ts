import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { Paginated } from '../../common/pagination.js';
import { MaxItems as MaxItemsRule, MaxLength, NoRepeated, Required } from '../../common/validation/rules.js';
import { UrlSegment } from '../brand/index.js';
import { BlogArticle, BlogCategory } from './blog.entity.js';

/** At most `max` entries (absent or null passes: partial updates). */
const MaxItems = (max: number) => MaxItemsRule('maxItems', max);

/** The blog category form: texts in the mutation's `language`; url, parent and enabled shared. */
@InputType()
export class BlogCategoryInput {
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
  @MaxLength(5000)
  description?: string | null;

  @Field(() => String, { nullable: true })
  @MaxLength(255)
  metaTitle?: string | null;

  @Field(() => String, { nullable: true })
  @MaxLength(1000)
  metaDescription?: string | null;

  @Field(() => Int, { nullable: true })
  parentId?: number | null;
}

/** The blog article form: texts in the mutation's `language`; the rest shared by every language. */
@InputType()
export class BlogArticleInput {
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
  @MaxLength(2000)
  summary?: string | null;

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

  /** An upload's path (`/uploads/...`); null or '' for none. */
  @Field(() => String, { nullable: true })
  @MaxLength(500)
  image?: string | null;

  @Field(() => String, { nullable: true })
  @MaxLength(255)
  author?: string | null;

  @Field(() => [Int], { nullable: true })
  @MaxItems(50)
  @NoRepeated()
  categoryIds?: number[] | null;

  @Field(() => [String], { nullable: true })
  @MaxItems(50)
  @NoRepeated()
  tags?: string[] | null;

  @Field(() => Date, { nullable: true })
  publishedAt?: Date | null;
}

@ObjectType()
export class BlogCategoryList extends Paginated(BlogCategory) {}

@ObjectType()
export class BlogArticleList extends Paginated(BlogArticle) {}

/** A storefront blog category page: the category and its published articles, newest first. */
@ObjectType()
export class StorefrontBlogCategory {
  @Field(() => BlogCategory)
  category!: BlogCategory;

  @Field(() => BlogArticleList)
  articles!: BlogArticleList;
}
