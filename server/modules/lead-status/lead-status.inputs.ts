import { Field, InputType, ObjectType } from 'type-graphql';
import { Paginated } from '../../common/pagination.js';
import { MaxLength, Required, RequiredWith } from '../../common/validation/rules.js';
import { LeadStatus, LeadStatusTrigger } from './lead-status.entity.js';

/** trigger_template is required once a trigger other than none is chosen (spec 3). */
const RequiredWithTrigger = () => RequiredWith('requiredWithTrigger', 'trigger', [LeadStatusTrigger.none]);

/** The lead status form. triggerSubject and triggerTemplate are written in the mutation's `language`. */
@InputType()
export class LeadStatusInput {
  @Field(() => String, { nullable: true })
  @Required()
  @MaxLength(255)
  title!: string;

  /** null or absent: none. */
  @Field(() => LeadStatusTrigger, { nullable: true })
  trigger?: LeadStatusTrigger | null;

  /** The mail's subject; empty: the status title. Variables as in triggerTemplate. */
  @Field(() => String, { nullable: true })
  @MaxLength(255)
  triggerSubject?: string | null;

  /**
   * The mail's body, rich text (sanitised). Variables: {first_name}, {last_name}, {email}, {phone},
   * {status}, {staff_name}, {staff_email}.
   */
  @Field(() => String, { nullable: true })
  @RequiredWithTrigger()
  @MaxLength(200000)
  triggerTemplate?: string | null;
}

@ObjectType()
export class LeadStatusList extends Paginated(LeadStatus) {}
