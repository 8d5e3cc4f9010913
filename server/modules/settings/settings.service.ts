import { MESSAGES } from '../../common/validation/rules.js';
import { ValidationError, type FieldErrors } from '../../common/errors.js';
import { Service } from '../../common/service.js';
import { DEFAULT_IMAGES, SECRET_KEYS, SETTINGS_DEFAULTS, SETTINGS_GROUPS, type SettingsGroup, type SettingsValues } from './settings.definitions.js';
import type {
  BasicSettingsInput,
  ConfigSettingsInput,
  CurrencySettingsInput,
  FacebookSettingsInput,
  ImageSettingsInput,
  PointsSettingsInput,
  ProductSettingsInput,
  TemplateSettingsInput,
} from './settings.inputs.js';
import { readAllSettings, readSettingsGroup, writeSettingsGroup } from './settings.store.js';
import type { AdminSettings, PublicConfig } from './settings.types.js';

/** A group as the back office sees it: secrets replaced by `<secret>Set` flags. */
type AdminView<G extends SettingsGroup> = G extends keyof AdminSettings ? AdminSettings[G] : never;

/** Absent (undefined) keeps the stored value; null clears it to `cleared`. */
function keepOr<T>(value: T | null | undefined, stored: T, cleared: T): T {
  if (value === undefined) return stored;
  return value === null ? cleared : value;
}

/** Absent (undefined) keeps a required value; validation (PARTIAL_UPDATE) has refused null and ''. */
function sentOr<T>(value: T | null | undefined, stored: T): T {
  return value ?? stored;
}

/**
 * A value that must be among a list of its group (the main language among the supported languages, the
 * base currency among the supported currencies), judged on the values to be stored: a partial update
 * may send either side alone. The input's rule already judged both sent together; this names the field
 * the request carried (the value when it was sent, else the list).
 */
function requireAmong(among: boolean, valueSent: boolean, valueField: string, listField: string): void {
  if (!among) throw new ValidationError({ [valueSent ? valueField : listField]: MESSAGES.noSpecific });
}

/** Absent or null keeps the stored flag. */
function flagOr(value: boolean | null | undefined, stored: boolean): boolean {
  return value ?? stored;
}

/** `en-US`, `EN_us` -> `en_us`: the cookies of older clients carry UI locales. */
function normaliseLanguage(language: string | null | undefined): string {
  return (language ?? '').trim().toLowerCase().replace(/-/g, '_');
}

/**
 * The site settings of spec section 3: the back office reads and updates them group by group; the
 * storefront reads the public part. Secrets never leave the server.
 */
export class SettingsService extends Service {
  /** Every group for the settings screens. */
  async adminSettings(): Promise<AdminSettings> {
    const all = await readAllSettings(this.em);
    const result = {} as Record<SettingsGroup, unknown>;
    for (const group of SETTINGS_GROUPS) result[group] = adminView(all[group]);
    return result as unknown as AdminSettings;
  }

  /** The storefront's settings, in the requested content language (or the main one). */
  async publicConfig(language?: string | null): Promise<PublicConfig> {
    const { basic, image, currency, facebook, template, config, product } = await readAllSettings(this.em);
    const requested = normaliseLanguage(language);
    // Listed field by field on purpose: a value added to a group is private until it is added here.
    return {
      name: basic.name,
      mainLanguage: basic.mainLanguage,
      supportedLanguages: [...basic.supportedLanguages],
      language: basic.supportedLanguages.includes(requested) ? requested : basic.mainLanguage,
      baseCurrency: currency.baseCurrency,
      supportedCurrencies: currency.supportedCurrencies.map(({ identifier, rate, mark }) => ({ identifier, rate, mark })),
      images: {
        icon: image.icon || DEFAULT_IMAGES.icon,
        logo: image.logo || DEFAULT_IMAGES.logo,
        banner: image.banner || DEFAULT_IMAGES.banner,
      },
      scriptHeader: basic.scriptHeader,
      scriptFooter: basic.scriptFooter,
      css: basic.css,
      headerScript: basic.headerScript,
      footerScript: basic.footerScript,
      facebookEnabled: facebook.enabled && facebook.fbClientId !== '',
      fbClientId: facebook.fbClientId,
      template: template.template,
      templateVariables: template.variables.map(({ name, value }) => ({ name, value })),
      catalogMode: config.catalogMode,
      memberOnly: config.memberOnly,
      guestCheckout: config.guestCheckout,
      tokenExpiredTime: config.tokenExpiredTime,
      warehouseId: product.warehouseId,
      warehouseEnabled: product.warehouseEnabled,
      timeZone: basic.timezone,
      stripeJsUrl: this.ctx.runtime.config.stripeJsUrl,
    };
  }

  /** Token lifetime in minutes (setting token_expired_time), for the login and refresh of both audiences. */
  async tokenLifetimeMinutes(): Promise<number> {
    return (await readSettingsGroup(this.em, 'config')).tokenExpiredTime;
  }

  async updateBasic(input: BasicSettingsInput): Promise<AdminView<'basic'>> {
    const stored = await readSettingsGroup(this.em, 'basic');
    const mainLanguage = sentOr(input.mainLanguage, stored.mainLanguage);
    const supportedLanguages = sentOr(input.supportedLanguages, stored.supportedLanguages);
    requireAmong(supportedLanguages.includes(mainLanguage), input.mainLanguage !== undefined, 'mainLanguage', 'supportedLanguages');
    return this.save('basic', {
      name: sentOr(input.name, stored.name),
      mainLanguage,
      supportedLanguages,
      scriptHeader: keepOr(input.scriptHeader, stored.scriptHeader, ''),
      scriptFooter: keepOr(input.scriptFooter, stored.scriptFooter, ''),
      css: keepOr(input.css, stored.css, ''),
      headerScript: keepOr(input.headerScript, stored.headerScript, ''),
      footerScript: keepOr(input.footerScript, stored.footerScript, ''),
      mailFrom: keepOr(input.mailFrom, stored.mailFrom, ''),
      contactEmail: keepOr(input.contactEmail, stored.contactEmail, ''),
      timezone: sentOr(input.timezone, stored.timezone),
    });
  }

  async updateImage(input: ImageSettingsInput): Promise<AdminView<'image'>> {
    const stored = await readSettingsGroup(this.em, 'image');
    return this.save('image', {
      icon: keepOr(input.icon, stored.icon, ''),
      logo: keepOr(input.logo, stored.logo, ''),
      banner: keepOr(input.banner, stored.banner, ''),
    });
  }

  async updateCurrency(input: CurrencySettingsInput): Promise<AdminView<'currency'>> {
    const stored = await readSettingsGroup(this.em, 'currency');
    const baseCurrency = sentOr(input.baseCurrency, stored.baseCurrency);
    const supportedCurrencies = input.supportedCurrencies
      ? input.supportedCurrencies.map((c) => ({ identifier: c.identifier, rate: c.rate, mark: c.mark ?? '' }))
      : stored.supportedCurrencies;
    requireAmong(
      supportedCurrencies.some((c) => c.identifier === baseCurrency),
      input.baseCurrency !== undefined,
      'baseCurrency',
      'supportedCurrencies',
    );
    return this.save('currency', { baseCurrency, supportedCurrencies });
  }

  async updateFacebook(input: FacebookSettingsInput): Promise<AdminView<'facebook'>> {
    const stored = await readSettingsGroup(this.em, 'facebook');
    const next: SettingsValues['facebook'] = {
      enabled: flagOr(input.enabled, stored.enabled),
      fbClientId: keepOr(input.fbClientId, stored.fbClientId, ''),
      // Write-only: an empty or absent secret keeps the stored one.
      fbClientSecret: input.fbClientSecret ? input.fbClientSecret : stored.fbClientSecret,
    };
    // Facebook login cannot work without the app's id and secret.
    if (next.enabled) {
      const errors: FieldErrors = {};
      if (!next.fbClientId) errors.fbClientId = MESSAGES.required;
      if (!next.fbClientSecret) errors.fbClientSecret = MESSAGES.required;
      if (Object.keys(errors).length) throw new ValidationError(errors);
    }
    return this.save('facebook', next);
  }

  async updateTemplate(input: TemplateSettingsInput): Promise<AdminView<'template'>> {
    const stored = await readSettingsGroup(this.em, 'template');
    return this.save('template', {
      template: sentOr(input.template, stored.template),
      variables: keepOr(input.variables, stored.variables, []).map(({ name, value }) => ({ name, value })),
    });
  }

  async updateConfig(input: ConfigSettingsInput): Promise<AdminView<'config'>> {
    const stored = await readSettingsGroup(this.em, 'config');
    return this.save('config', {
      tokenExpiredTime: sentOr(input.tokenExpiredTime, stored.tokenExpiredTime),
      catalogMode: flagOr(input.catalogMode, stored.catalogMode),
      memberOnly: flagOr(input.memberOnly, stored.memberOnly),
      guestCheckout: flagOr(input.guestCheckout, stored.guestCheckout),
      mailsPerMinute: sentOr(input.mailsPerMinute, stored.mailsPerMinute ?? SETTINGS_DEFAULTS.config.mailsPerMinute),
    });
  }

  async updateProduct(input: ProductSettingsInput): Promise<AdminView<'product'>> {
    const stored = await readSettingsGroup(this.em, 'product');
    return this.save('product', {
      warehouseId: keepOr(input.warehouseId, stored.warehouseId, null),
      warehouseEnabled: flagOr(input.warehouseEnabled, stored.warehouseEnabled),
      lowStockThreshold: sentOr(input.lowStockThreshold, stored.lowStockThreshold),
    });
  }

  async updatePoints(input: PointsSettingsInput): Promise<AdminView<'points'>> {
    const stored = await readSettingsGroup(this.em, 'points');
    return this.save('points', {
      earnRate: sentOr(input.earnRate, stored.earnRate),
      redeemRate: sentOr(input.redeemRate, stored.redeemRate),
      maxRedeemPercent: sentOr(input.maxRedeemPercent, stored.maxRedeemPercent),
      expiryMonths: sentOr(input.expiryMonths, stored.expiryMonths),
      usableOn: sentOr(input.usableOn, stored.usableOn),
    });
  }

  /** One flush: the group is stored whole or not at all. */
  private async save<G extends SettingsGroup>(group: G, values: SettingsValues[G]): Promise<AdminView<G>> {
    const stored = await writeSettingsGroup(this.em, group, values);
    await this.em.flush();
    return adminView(stored) as unknown as AdminView<G>;
  }
}

/** A group's values without its secrets, each replaced by `<secret>Set: boolean`. */
function adminView(values: object): Record<string, unknown> {
  const view: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (SECRET_KEYS.has(key)) view[`${key}Set`] = typeof value === 'string' ? value !== '' : value != null;
    else view[key] = value;
  }
  return view;
}
