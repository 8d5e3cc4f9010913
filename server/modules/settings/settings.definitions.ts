/**
 * Every setting of spec section 3, by group: its default and whether the public (storefront) answer
 * may carry it. A secret is never public and is write-only in the back office.
 */
export type SettingsGroup = 'basic' | 'image' | 'currency' | 'facebook' | 'template' | 'config' | 'product' | 'home' | 'points';

export const SETTINGS_GROUPS: SettingsGroup[] = ['basic', 'image', 'currency', 'facebook', 'template', 'config', 'product', 'home', 'points'];

export interface CurrencyValue {
  identifier: string;
  rate: number;
  mark: string;
}

export interface TemplateVariableValue {
  name: string;
  value: string;
}

/** A home page section (server/modules/home): a slider, block, product row or the latest articles. */
export interface HomeSectionValue {
  type: string;
  value: string | null;
  limit: number | null;
}

export interface SettingsValues {
  basic: {
    name: string;
    mainLanguage: string;
    supportedLanguages: string[];
    scriptHeader: string;
    scriptFooter: string;
    css: string;
    headerScript: string;
    footerScript: string;
    /** Sender of the shop's mail and the address contact messages go to. */
    mailFrom: string;
    contactEmail: string;
    /** IANA time zone of the shop's days (reports, windows): issue 19. */
    timezone: string;
  };
  image: { icon: string; logo: string; banner: string };
  currency: { baseCurrency: string; supportedCurrencies: CurrencyValue[] };
  facebook: { enabled: boolean; fbClientId: string; fbClientSecret: string };
  template: { template: string; variables: TemplateVariableValue[] };
  /** mailsPerMinute: the pace of broadcasts (marketing mail), issue 17. */
  config: { tokenExpiredTime: number; catalogMode: boolean; memberOnly: boolean; guestCheckout: boolean; mailsPerMinute: number };
  /** lowStockThreshold: at or under it a stock is low (reports, dashboard; issue 19). */
  product: { warehouseId: number | null; warehouseEnabled: boolean; lowStockThreshold: number };
  /** The home page's sections in order (homepage composition, issue 15). */
  home: { sections: HomeSectionValue[] };
  /**
   * Reward points (issue 14): `earnRate` points per unit of base currency paid; `redeemRate` points
   * pay one unit of base currency; at most `maxRedeemPercent` of an order's goods may be paid with
   * points; earned points expire after `expiryMonths` (0: never) and become usable when the order is
   * `usableOn` (completed, or paid).
   */
  points: { earnRate: number; redeemRate: number; maxRedeemPercent: number; expiryMonths: number; usableOn: 'completed' | 'paid' };
}

/** Shown when an image setting is empty (files under web/public/images). */
export const DEFAULT_IMAGES = {
  icon: '/images/default-icon.svg',
  logo: '/images/default-logo.svg',
  banner: '/images/default-banner.svg',
} as const;

export const SETTINGS_DEFAULTS: SettingsValues = {
  basic: {
    name: 'Harbour Lane Store',
    mainLanguage: 'en_us',
    supportedLanguages: ['en_us', 'zh_hk'],
    scriptHeader: '',
    scriptFooter: '',
    css: '',
    headerScript: '',
    footerScript: '',
    mailFrom: 'shop@example.com',
    contactEmail: 'shop@example.com',
    timezone: 'Asia/Hong_Kong',
  },
  image: { icon: '', logo: '', banner: '' },
  currency: {
    baseCurrency: 'HKD',
    supportedCurrencies: [
      { identifier: 'HKD', rate: 1, mark: 'HK$' },
      { identifier: 'USD', rate: 0.128, mark: 'US$' },
      { identifier: 'CNY', rate: 0.92, mark: '¥' },
    ],
  },
  facebook: { enabled: false, fbClientId: '', fbClientSecret: '' },
  template: { template: 'custom', variables: [{ name: 'primary_color', value: '#b71c1c' }] },
  config: { tokenExpiredTime: 120, catalogMode: false, memberOnly: false, guestCheckout: true, mailsPerMinute: 600 },
  product: { warehouseId: null, warehouseEnabled: false, lowStockThreshold: 5 },
  // Until an admin composes the home page: the product rows it always had.
  home: {
    sections: [
      { type: 'new', value: null, limit: null },
      { type: 'featured', value: null, limit: null },
      { type: 'hot', value: null, limit: null },
    ],
  },
  points: { earnRate: 1, redeemRate: 10, maxRedeemPercent: 50, expiryMonths: 12, usableOn: 'completed' },
};

/** Keys that never leave the server in a public answer, and are write-only for admins. */
export const SECRET_KEYS: ReadonlySet<string> = new Set(['fbClientSecret']);
