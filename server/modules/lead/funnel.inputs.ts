import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { ValidateNested } from 'class-validator';
import { Paginated } from '../../common/pagination.js';
import { Matches, MaxLength, Required, WholeNumberIn } from '../../common/validation/rules.js';
import { Lead } from './lead.entity.js';
import { Funnel, FunnelStage } from './funnel.entity.js';

const Probability = () => WholeNumberIn('probability', 0, 100);
const Colour = () => Matches('colour', /^#[0-9a-fA-F]{6}$/);

/** One stage of the funnel form: with its id to change it, without to add it; stages left out are removed. */
@InputType()
export class FunnelStageInput {
  @Field(() => Int, { nullable: true })
  id?: number | null;

  /** In the mutation's language. */
  @Field(() => String, { nullable: true })
  @Required()
  @MaxLength(100)
  name!: string;

  @Field(() => String, { nullable: true, description: "'#rrggbb'" })
  @Colour()
  colour?: string | null;

  @Field(() => Int, { nullable: true, description: '0 to 100 (%)' })
  @Probability()
  probability?: number | null;

  @Field(() => Boolean, { nullable: true })
  won?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  lost?: boolean | null;

  @Field(() => Int, { nullable: true, description: 'Column order; default: the position in the list' })
  order?: number | null;
}

/** The funnel form; names in the mutation's `language`. */
@InputType()
export class FunnelInput {
  @Field(() => String, { nullable: true })
  @Required()
  @MaxLength(255)
  name!: string;

  @Field(() => [FunnelStageInput], { nullable: true, description: 'The whole ordered list (absent on update: kept)' })
  @Required()
  @ValidateNested({ each: true })
  stages!: FunnelStageInput[];
}

@ObjectType()
export class FunnelList extends Paginated(Funnel) {}

/** One column of the board: a stage, its cards in order, their count and total expected value. */
@ObjectType()
export class FunnelBoardColumn {
  @Field(() => FunnelStage)
  stage!: FunnelStage;

  @Field(() => Int)
  count!: number;

  @Field(() => String, { description: 'Sum of expected values (base currency)' })
  total!: string;

  @Field(() => [Lead], { description: `The first ${500} cards of the column, in order` })
  leads!: Lead[];
}

@ObjectType()
export class FunnelBoard {
  @Field(() => Funnel)
  funnel!: Funnel;

  @Field(() => [FunnelBoardColumn])
  columns!: FunnelBoardColumn[];
}

/** Funnel figures of one stage in a period, from the leads' history. */
@ObjectType()
export class FunnelStageFigures {
  @Field(() => Int)
  stageId!: number;

  @Field(() => Int, { description: 'Leads that entered the stage in the period' })
  entered!: number;

  @Field(() => Int, { description: 'Of those, how many later entered a further stage' })
  movedOn!: number;

  @Field(() => Number, { nullable: true, description: 'movedOn / entered in % (null when none entered)' })
  conversion?: number | null;

  @Field(() => Number, { nullable: true, description: 'Average days spent in the stage by the leads that left it in the period' })
  averageDays?: number | null;
}

@ObjectType()
export class FunnelFigures {
  @Field(() => [FunnelStageFigures])
  stages!: FunnelStageFigures[];

  @Field(() => String, { description: 'Expected value of the leads that entered a won stage in the period' })
  wonValue!: string;

  @Field(() => Date, { description: 'The period the figures cover: [from, to)' })
  from!: Date;

  @Field(() => Date)
  to!: Date;

  @Field(() => String, { description: "The period's first day in the shop's time zone (YYYY-MM-DD)" })
  fromDate!: string;

  @Field(() => String, { description: "The period's last day in the shop's time zone, included" })
  toDate!: string;

  @Field(() => String, { description: "Today in the shop's time zone (YYYY-MM-DD): the date presets of the screen count from it" })
  today!: string;
}

/** The period of funnel figures: shop days (from_date, to_date, both included), or two instants [from, to). */
export interface FunnelPeriodArgs {
  from?: Date | null;
  to?: Date | null;
  fromDate?: string | null;
  toDate?: string | null;
}
