import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { RequirePermission } from '../../common/auth-checker.js';
import type { AppContext } from '../../common/context.js';
import { Permission } from '../../common/permissions.js';
import { AgenticCheckoutSettings, AgenticCheckoutSettingsInput } from './acp-config.inputs.js';
import { AgenticCheckoutConfigService } from './acp-config.service.js';

@Resolver()
export class AgenticCheckoutSettingsResolver {
  @RequirePermission(Permission.agentic_checkout)
  @Query(() => AgenticCheckoutSettings, { description: 'Settings -> Agentic checkout (secrets are never answered)' })
  agenticCheckoutSettings(@Ctx() ctx: AppContext) {
    return AgenticCheckoutConfigService.of(ctx).get();
  }

  @RequirePermission(Permission.agentic_checkout)
  @Mutation(() => AgenticCheckoutSettings)
  updateAgenticCheckoutSettings(@Ctx() ctx: AppContext, @Arg('input', () => AgenticCheckoutSettingsInput) input: AgenticCheckoutSettingsInput) {
    return AgenticCheckoutConfigService.of(ctx).update(input);
  }
}
