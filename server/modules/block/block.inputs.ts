import { Field, InputType, ObjectType } from 'type-graphql';
import { Paginated } from '../../common/pagination.js';
import { KeyFormat, MaxLength, Required } from '../../common/validation/rules.js';
import { Block } from './block.entity.js';

/** The block form: identifier and enabled shared by every language; title and content in the mutation's `language`. */
@InputType()
export class BlockInput {
  @Field(() => Boolean, { nullable: true })
  enabled?: boolean | null;

  @Field(() => String, { nullable: true })
  @Required()
  @MaxLength(100)
  @KeyFormat()
  identifier!: string;

  @Field(() => String, { nullable: true })
  @MaxLength(255)
  title?: string | null;

  /** Rich text, sanitised before it is stored and again when rendered. */
  @Field(() => String, { nullable: true })
  @MaxLength(500000)
  content?: string | null;
}

@ObjectType()
export class BlockList extends Paginated(Block) {}
