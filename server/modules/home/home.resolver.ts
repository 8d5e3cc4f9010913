import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Public, RequirePermission } from '../../common/auth-checker.js';
import type { AppContext } from '../../common/context.js';
import { Permission } from '../../common/permissions.js';
import { HomeService } from './home.service.js';
import { HOME_UPDATE, HomePage, HomeSettings, HomeSettingsInput } from './home.types.js';

@Resolver()
export class HomeResolver {
  @RequirePermission(Permission.setting)
  @Query(() => HomeSettings, { description: "The homepage composition: the home page's sections in order" })
  homeSettings(@Ctx() ctx: AppContext) {
    return HomeService.of(ctx).settings();
  }

  @RequirePermission(Permission.setting)
  @Mutation(() => HomeSettings, { description: 'Composes the home page: `sections` replaces the list, in order' })
  updateHomeSettings(@Ctx() ctx: AppContext, @Arg('input', () => HomeSettingsInput, HOME_UPDATE) input: HomeSettingsInput) {
    return HomeService.of(ctx).update(input);
  }

  @Public()
  @Query(() => HomePage, { description: "The storefront home page's sections, with their sliders and blocks in the language asked" })
  homePage(@Ctx() ctx: AppContext, @Arg('language', () => String, { nullable: true }) language?: string | null) {
    return HomeService.of(ctx).page(language);
  }
}
