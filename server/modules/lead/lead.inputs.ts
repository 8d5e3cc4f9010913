import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { ListOptions, Paginated } from '../../common/pagination.js';
import { Checked, EmailFormat, MaxLength, Required, Money } from '../../common/validation/rules.js';
import { LeadSource } from '../customer/index.js';
import { LeadActivityKind } from './lead-history.entity.js';
import { Lead } from './lead.entity.js';

/** The lead form (api-contract "lead"). On update only the fields sent change. */
@InputType()
export class LeadInput {
  @Field(() => String, { nullable: true })
  @Required()
  @MaxLength(100)
  firstName!: string;

  @Field(() => String, { nullable: true })
  @MaxLength(100)
  lastName?: string | null;

  @Field(() => String, { nullable: true })
  @MaxLength(255)
  company?: string | null;

  @Field(() => String, { nullable: true })
  @MaxLength(255)
  jobTitle?: string | null;

  @Field(() => [String], { nullable: true, description: 'Stored lowercase' })
  // Each entry (trimmed; empty ones pass and the service drops them).
  @EmailFormat({ each: true })
  emails?: string[] | null;

  @Field(() => [String], { nullable: true, description: `Stored normalised ('+852' when written without a country code)` })
  @Checked('phone', { each: true })
  phones?: string[] | null;

  @Field(() => LeadSource, { nullable: true })
  leadSource?: LeadSource | null;

  @Field(() => String, { nullable: true })
  @MaxLength(1000)
  leadSourceDescription?: string | null;

  @Field(() => Int, { nullable: true })
  statusId?: number | null;

  @Field(() => Int, { nullable: true, description: 'The assigned staff member' })
  adminId?: number | null;

  @Field(() => Int, { nullable: true })
  funnelId?: number | null;

  @Field(() => Int, { nullable: true, description: 'A stage of the funnel (the funnel follows from it when not sent)' })
  stageId?: number | null;

  @Field(() => String, { nullable: true, description: "Base currency, e.g. '1200.00'" })
  @Money()
  expectedValue?: string | null;

  @Field(() => Date, { nullable: true })
  followUpAt?: Date | null;

  @Field(() => String, { nullable: true })
  @MaxLength(20000)
  description?: string | null;

  @Field(() => [String], { nullable: true })
  tags?: string[] | null;

  @Field(() => Int, { nullable: true })
  customerId?: number | null;

  @Field(() => Int, { nullable: true, description: 'The version the editor loaded: a stale one is refused (409)' })
  version?: number | null;
}

@InputType({ description: 'Lead list options: paging, sort, keyword (name, company, e-mail, phone, tags) and filters' })
export class LeadListOptions extends ListOptions {
  @Field(() => Int, { nullable: true })
  statusId?: number | null;

  @Field(() => LeadSource, { nullable: true })
  leadSource?: LeadSource | null;

  @Field(() => Int, { nullable: true })
  adminId?: number | null;

  @Field(() => Int, { nullable: true })
  funnelId?: number | null;

  @Field(() => Int, { nullable: true })
  stageId?: number | null;

  @Field(() => Date, { nullable: true, description: 'Follow-up due: only leads to follow up before this time' })
  followUpBefore?: Date | null;
}

@ObjectType()
export class LeadList extends Paginated(Lead) {}

/** The `data` of the list's batch status change: `{ status_id }` (null: no status). */
@InputType()
export class LeadBatchInput {
  @Field(() => Int, { nullable: true })
  statusId?: number | null;
}

/** A board move (PUT /api/admin/lead/{id}/stage). */
@InputType()
export class MoveLeadInput {
  @Field(() => Int, { nullable: true })
  @Required()
  stageId!: number;

  @Field(() => Int, { nullable: true, description: 'Position in the column (0 is the top); default: the bottom' })
  order?: number | null;

  @Field(() => Int, { nullable: true, description: 'The version the board showed' })
  @Required()
  version!: number;
}

@InputType()
export class LeadActivityInput {
  @Field(() => LeadActivityKind, { nullable: true })
  @Required()
  kind!: LeadActivityKind;

  @Field(() => String, { nullable: true })
  @Required()
  @MaxLength(20000)
  body!: string;
}

/** A record that may be the same person as the lead being entered. */
@ObjectType()
export class LeadDuplicate {
  @Field(() => String, { description: 'lead or customer' })
  kind!: 'lead' | 'customer';

  @Field(() => Int)
  id!: number;

  @Field(() => String)
  name!: string;

  @Field(() => String, { description: 'What matched: email or phone' })
  matchedBy!: 'email' | 'phone';

  @Field(() => String)
  value!: string;
}
