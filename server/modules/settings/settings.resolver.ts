import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { AnyAdmin, Public, RequirePermission } from '../../common/auth-checker.js';
import type { AppContext } from '../../common/context.js';
import { Permission } from '../../common/permissions.js';
import { PARTIAL_UPDATE } from '../../common/validation/validate-input.js';
import {
  BasicSettingsInput,
  ConfigSettingsInput,
  CurrencySettingsInput,
  FacebookSettingsInput,
  ImageSettingsInput,
  PointsSettingsInput,
  ProductSettingsInput,
  TemplateSettingsInput,
} from './settings.inputs.js';
import { SettingsService } from './settings.service.js';
import { readSettingsGroup } from './settings.store.js';
import {
  AdminSettings,
  BasicSettings,
  ConfigSettings,
  CurrencySettings,
  FacebookSettings,
  ImageSettings,
  PointsSettings,
  ProductSettings,
  PublicConfig,
  TemplateSettings,
} from './settings.types.js';

@Resolver()
export class SettingsResolver {
  @Public()
  @Query(() => PublicConfig, { description: 'The storefront settings; language: the content language wanted (else the main one)' })
  publicConfig(@Ctx() ctx: AppContext, @Arg('language', () => String, { nullable: true }) language?: string | null) {
    return SettingsService.of(ctx).publicConfig(language);
  }

  /** Every back office screen that edits a date and time shows and takes it in this zone (DateTimeField). */
  @AnyAdmin()
  @Query(() => String, { description: "The shop's time zone (settings basic.timezone): every back office date and time is entered in it" })
  async shopTimeZone(@Ctx() ctx: AppContext) {
    return (await readSettingsGroup(ctx.em, 'basic')).timezone;
  }

  @RequirePermission(Permission.setting)
  @Query(() => AdminSettings, { description: 'Every settings group (secrets only as "is set" flags)' })
  settings(@Ctx() ctx: AppContext) {
    return SettingsService.of(ctx).adminSettings();
  }

  @RequirePermission(Permission.setting)
  @Mutation(() => BasicSettings)
  updateBasicSettings(@Ctx() ctx: AppContext, @Arg('input', () => BasicSettingsInput, PARTIAL_UPDATE) input: BasicSettingsInput) {
    return SettingsService.of(ctx).updateBasic(input);
  }

  @RequirePermission(Permission.setting)
  @Mutation(() => ImageSettings)
  updateImageSettings(@Ctx() ctx: AppContext, @Arg('input', () => ImageSettingsInput, PARTIAL_UPDATE) input: ImageSettingsInput) {
    return SettingsService.of(ctx).updateImage(input);
  }

  @RequirePermission(Permission.setting)
  @Mutation(() => CurrencySettings)
  updateCurrencySettings(@Ctx() ctx: AppContext, @Arg('input', () => CurrencySettingsInput, PARTIAL_UPDATE) input: CurrencySettingsInput) {
    return SettingsService.of(ctx).updateCurrency(input);
  }

  @RequirePermission(Permission.setting)
  @Mutation(() => FacebookSettings)
  updateFacebookSettings(@Ctx() ctx: AppContext, @Arg('input', () => FacebookSettingsInput, PARTIAL_UPDATE) input: FacebookSettingsInput) {
    return SettingsService.of(ctx).updateFacebook(input);
  }

  @RequirePermission(Permission.setting)
  @Mutation(() => TemplateSettings)
  updateTemplateSettings(@Ctx() ctx: AppContext, @Arg('input', () => TemplateSettingsInput, PARTIAL_UPDATE) input: TemplateSettingsInput) {
    return SettingsService.of(ctx).updateTemplate(input);
  }

  @RequirePermission(Permission.setting)
  @Mutation(() => ConfigSettings)
  updateConfigSettings(@Ctx() ctx: AppContext, @Arg('input', () => ConfigSettingsInput, PARTIAL_UPDATE) input: ConfigSettingsInput) {
    return SettingsService.of(ctx).updateConfig(input);
  }

  @RequirePermission(Permission.setting)
  @Mutation(() => ProductSettings)
  updateProductSettings(@Ctx() ctx: AppContext, @Arg('input', () => ProductSettingsInput, PARTIAL_UPDATE) input: ProductSettingsInput) {
    return SettingsService.of(ctx).updateProduct(input);
  }

  @RequirePermission(Permission.setting)
  @Mutation(() => PointsSettings, { description: 'Reward points settings (issue 14)' })
  updatePointsSettings(@Ctx() ctx: AppContext, @Arg('input', () => PointsSettingsInput, PARTIAL_UPDATE) input: PointsSettingsInput) {
    return SettingsService.of(ctx).updatePoints(input);
  }
}
