import { Field, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Settings -> Agentic checkout (issue 45): AI agent platforms check out through the ACP' })
export class AgenticCheckoutSettings {
  @Field({ description: 'Off: the ACP endpoints and the discovery document refuse every request' })
  enabled!: boolean;

  @Field({ description: "Whether the platform's webhook (URL and secret, write-only) is set" })
  webhookSet!: boolean;

  @Field({ description: 'Whether that webhook is delivering (the outbox disables it after 24 hours of failures)' })
  webhookEnabled!: boolean;

  @Field(() => Int, { nullable: true, description: "The webhook's subscription (its delivery log is under Settings -> Webhooks)" })
  webhookId!: number | null;

  @Field({ description: 'What the merchant gives the platform: GET /.well-known/acp.json' })
  discoveryUrl!: string;

  @Field({ description: 'Where the checkout sessions are (api_base_url)' })
  apiBaseUrl!: string;

  @Field()
  protocolVersion!: string;
}

@InputType()
export class AgenticCheckoutSettingsInput {
  @Field(() => Boolean, { nullable: true })
  enabled?: boolean | null;

  @Field(() => String, { nullable: true, description: "The platform's order events URL; empty removes the webhook; absent leaves it" })
  webhookUrl?: string | null;

  @Field(() => String, { nullable: true, description: 'The signing secret the platform gave (16 to 100 characters); absent leaves it' })
  webhookSecret?: string | null;
}
