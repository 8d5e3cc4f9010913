import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { Paginated } from '../../common/pagination.js';
import { MaxLength, Required } from '../../common/validation/rules.js';
import { Menu, MenuType } from './menu.entity.js';

/**
 * The menu form (spec sections 3 and 5): title, type and url required. title, shortDescription,
 * metaTitle and metaDescription are written in the mutation's `language`; the rest is global.
 * Absent flags take the spec's defaults on create (enabled, open in current tab, displayed in mobile and
 * desktop: true) and keep the stored value on update. An absent order puts the item last among its
 * siblings (previous last + 100, or 0).
 */
@InputType()
export class MenuInput {
  /** The parent item; null or absent for a top item. */
  @Field(() => Int, { nullable: true })
  parentId?: number | null;

  @Field(() => Boolean, { nullable: true })
  enabled?: boolean | null;

  @Field(() => String, { nullable: true })
  @Required()
  @MaxLength(255)
  title!: string;

  @Field(() => String, { nullable: true })
  @MaxLength(2000)
  shortDescription?: string | null;

  @Field(() => MenuType, { nullable: true })
  @Required()
  type!: MenuType;

  /** A url segment for every type but link, where it is the link's address itself. */
  @Field(() => String, { nullable: true })
  @Required()
  @MaxLength(500)
  url!: string;

  @Field(() => String, { nullable: true })
  @MaxLength(255)
  metaTitle?: string | null;

  @Field(() => String, { nullable: true })
  @MaxLength(1000)
  metaDescription?: string | null;

  @Field(() => Int, { nullable: true })
  order?: number | null;

  @Field(() => Boolean, { nullable: true })
  openInCurrentTab?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  displayInMobile?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  displayInDesktop?: boolean | null;

  /** Banner: an upload's path (`/uploads/...`); null or '' for none. */
  @Field(() => String, { nullable: true })
  @MaxLength(500)
  image?: string | null;
}

/**
 * A drag and drop of the tree (spec section 4): the item goes under `parentId` (null: top level) either
 * before `beforeId`, after `afterId`, at index `position` among its new siblings, or last when none is
 * given; or it trades places (parent and order) with `swapWithId`.
 */
@InputType()
export class MoveMenuInput {
  @Field(() => Int)
  id!: number;

  @Field(() => Int, { nullable: true })
  parentId?: number | null;

  @Field(() => Int, { nullable: true })
  beforeId?: number | null;

  @Field(() => Int, { nullable: true })
  afterId?: number | null;

  @Field(() => Int, { nullable: true })
  position?: number | null;

  @Field(() => Int, { nullable: true })
  swapWithId?: number | null;
}

/**
 * The batch columns of menus: `enabled`, and `visibled`, which stands for both display flags (an
 * invisible item is displayed neither in mobile nor in desktop; visible: in both).
 */
@InputType()
export class MenuBatchInput {
  @Field(() => Boolean, { nullable: true })
  enabled?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  visibled?: boolean | null;
}

@ObjectType()
export class MenuList extends Paginated(Menu) {}

/** An ancestor of a menu item (breadcrumbs of a category page). */
@ObjectType()
export class MenuCrumb {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  title!: string;

  @Field(() => MenuType)
  type!: MenuType;

  @Field(() => String)
  url!: string;
}

/** A menu item in a tree (admin tree view, storefront header), texts in the request language. */
@ObjectType()
export class MenuNode {
  @Field(() => Int)
  id!: number;

  @Field(() => Int, { nullable: true })
  parentId!: number | null;

  @Field(() => String)
  title!: string;

  @Field(() => String, { description: 'The title for display: the ancestors titles and its own, joined by " > "' })
  displayTitle!: string;

  @Field(() => String)
  shortDescription!: string;

  @Field(() => String)
  metaTitle!: string;

  @Field(() => String)
  metaDescription!: string;

  @Field(() => MenuType)
  type!: MenuType;

  @Field(() => String)
  url!: string;

  @Field(() => Int)
  order!: number;

  @Field(() => Int)
  level!: number;

  @Field(() => Boolean)
  enabled!: boolean;

  @Field(() => Boolean)
  openInCurrentTab!: boolean;

  @Field(() => Boolean)
  displayInMobile!: boolean;

  @Field(() => Boolean)
  displayInDesktop!: boolean;

  @Field(() => String, { nullable: true })
  image!: string | null;

  @Field(() => String, { nullable: true })
  imagePath!: string | null;

  @Field(() => Date)
  updatedAt!: Date;

  /** The ancestors, top first (filled on the answer of `publicMenu`; empty in trees). */
  @Field(() => [MenuCrumb])
  parentRecursive!: MenuCrumb[];

  @Field(() => [MenuNode])
  children!: MenuNode[];
}
