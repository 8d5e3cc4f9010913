import { Field, Int, ObjectType } from 'type-graphql';

/** One option value of a stock with its attribute (the option selector's data). */
@ObjectType()
export class StockOptionValue {
  @Field(() => Int, { description: 'The attribute value id' })
  id!: number;

  @Field(() => String)
  code!: string;

  @Field(() => String, { description: 'The value in the request language' })
  label!: string;

  @Field(() => Int)
  attributeId!: number;

  @Field(() => String)
  attributeKey!: string;

  @Field(() => String, { description: 'The attribute title in the request language' })
  attributeTitle!: string;
}

/** A category (menu item of type category) as a product shows it. */
@ObjectType()
export class CategoryRef {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  title!: string;

  @Field(() => String)
  url!: string;
}
