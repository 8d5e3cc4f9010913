import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { MaxLength } from '../../common/validation/rules.js';

/** The feed's ACP `FeedMetadata` (what `GET /acp/feed/metadata.json` answers) and its size. */
@ObjectType()
export class ProductFeedMetadata {
  @Field({ description: 'The feed identifier (ACP FeedMetadata.id)' })
  id!: string;

  @Field(() => Date, { nullable: true, description: 'When the latest visible product changed' })
  updatedAt!: Date | null;

  @Field(() => Int, { description: 'Products in the feed (the visible ones)' })
  productCount!: number;
}

/** Settings -> Product feed: the feed's addresses and the push's settings and state. */
@ObjectType()
export class ProductFeedStatus {
  @Field({ description: 'The feed, JSON Lines of ACP Product records (an API key with agentic_checkout reads it)' })
  feedUrl!: string;

  @Field({ description: "The feed's ACP FeedMetadata" })
  metadataUrl!: string;

  @Field(() => ProductFeedMetadata)
  metadata!: ProductFeedMetadata;

  @Field(() => String, { nullable: true, description: "The agent platform's PATCH /feeds/{id}/products address; null: no push" })
  pushUrl!: string | null;

  @Field(() => Boolean, { description: 'Whether a push credential is saved (it is never answered)' })
  pushTokenSet!: boolean;

  @Field(() => Int, { description: 'Minutes between pushes of changed products' })
  pushEveryMinutes!: number;

  @Field(() => Int, { description: 'Products changed since the last successful push (all of them before the first)' })
  pendingCount!: number;

  @Field(() => Date, { nullable: true })
  lastAttemptAt!: Date | null;

  @Field(() => Date, { nullable: true })
  lastSuccessAt!: Date | null;

  @Field(() => Date, { nullable: true })
  lastErrorAt!: Date | null;

  @Field(() => String, { nullable: true, description: 'What the platform answered to the last failed push; null after a success' })
  lastError!: string | null;

  @Field(() => Int, { description: 'Products sent by the last successful push' })
  lastPushedCount!: number;

  @Field(() => Int, { description: 'Failed pushes since the last success' })
  failedAttempts!: number;
}

/** The push's settings: an empty address stops pushing; the credential is kept unless a new one (or clearToken) is given. */
@InputType()
export class ProductFeedPushInput {
  @Field(() => String, { nullable: true, description: "https address of the platform's PATCH /feeds/{id}/products; empty: no push" })
  @MaxLength(2000)
  url?: string | null;

  @Field(() => String, { nullable: true, description: 'Bearer credential of the platform; absent: the saved one is kept' })
  @MaxLength(1000)
  token?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Forget the saved credential' })
  clearToken?: boolean | null;
}
