import { Field, Int, ObjectType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { FormFieldType } from './form.entity.js';

/** Plain answers of the storefront and the history screens (texts already in the request language). */
@ObjectType()
export class FormOptionView {
  @Field()
  key!: string;

  @Field()
  label!: string;
}

@ObjectType()
export class FormFieldView {
  @Field()
  key!: string;

  @Field(() => FormFieldType)
  type!: FormFieldType;

  @Field(() => Boolean)
  required!: boolean;

  @Field()
  label!: string;

  @Field()
  placeholder!: string;

  @Field()
  help!: string;

  @Field(() => [FormOptionView])
  options!: FormOptionView[];
}

@ObjectType({ description: 'A form as the storefront shows it (GET /api/form/{url})' })
export class PublicForm {
  @Field(() => Int)
  id!: number;

  @Field()
  url!: string;

  @Field()
  title!: string;

  @Field()
  description!: string;

  @Field()
  successMessage!: string;

  @Field(() => Boolean)
  allowGuest!: boolean;

  @Field(() => Boolean)
  limitSubmit!: boolean;

  @Field(() => Boolean, { description: 'limit_submit and the signed-in shopper already submitted: the page goes home' })
  alreadySubmitted!: boolean;

  @Field({ description: 'Send it back with the submission: retries and double clicks of this render store one submission' })
  idempotencyKey!: string;

  @Field(() => [FormFieldView])
  fields!: FormFieldView[];
}

@ObjectType()
export class FormSubmitResult {
  @Field({ description: "The form's success message in the request language" })
  message!: string;
}

@ObjectType({ description: "One of the signed-in shopper's submissions" })
export class SubmitHistory {
  @Field()
  formUrl!: string;

  @Field(() => Date)
  createdAt!: Date;
}

@ObjectType({ description: 'One answer of a submission, with the label of the version it was given against' })
export class SubmissionAnswerView {
  @Field()
  key!: string;

  @Field()
  label!: string;

  @Field(() => FormFieldType, { nullable: true })
  type?: FormFieldType | null;

  @Field({ description: 'The answer as shown: option labels for choices, joined by ", "' })
  value!: string;
}

export { GraphQLJSONObject };
