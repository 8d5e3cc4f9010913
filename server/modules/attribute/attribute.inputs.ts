import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { ValidateNested } from 'class-validator';
import { Paginated } from '../../common/pagination.js';
import { KeyFormat, MaxLength, NoRepeated, NoSpecific, Required } from '../../common/validation/rules.js';
import { Attribute } from './attribute.entity.js';

/** One value of the attribute form: an existing one carries its id; label is written in the mutation's language. */
@InputType()
export class AttributeValueInput {
  /** The id of an existing value of this attribute; absent for a new value. */
  @Field(() => Int, { nullable: true })
  id?: number | null;

  @Field(() => String, { nullable: true })
  @Required()
  @MaxLength(50)
  @NoSpecific()
  code!: string;

  @Field(() => String, { nullable: true })
  @Required()
  @MaxLength(255)
  label!: string;

  /** Default: the value's place in the list. */
  @Field(() => Int, { nullable: true })
  position?: number | null;
}

/**
 * The attribute form: key (key_format, unique), title in the mutation's language, position, and the
 * complete list of values (values left out of an update are deleted).
 */
@InputType()
export class AttributeInput {
  @Field(() => String, { nullable: true })
  @Required()
  @MaxLength(50)
  @KeyFormat()
  key!: string;

  @Field(() => String, { nullable: true })
  @Required()
  @MaxLength(255)
  title!: string;

  @Field(() => Int, { nullable: true })
  position?: number | null;

  @Field(() => [AttributeValueInput], { nullable: true })
  @NoRepeated('code')
  @ValidateNested({ each: true })
  values?: AttributeValueInput[] | null;
}

@ObjectType()
export class AttributeList extends Paginated(Attribute) {}
