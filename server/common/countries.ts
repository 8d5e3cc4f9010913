import fs from 'node:fs';
import path from 'node:path';
import { ValidateBy, type ValidationOptions } from 'class-validator';
import { projectRoot } from './project-root.js';
import { MESSAGES } from './validation/rules.js';

/**
 * The fixed list of countries an address may name (spec 3): every officially assigned ISO 3166-1
 * alpha-3 code (249). Their names in the UI locales live in i18n/countries.json, shared with the web
 * app; test/integration/address.test.ts checks that both lists hold the same codes.
 */
export const COUNTRY_CODES: readonly string[] = [
  'ABW', 'AFG', 'AGO', 'AIA', 'ALA', 'ALB', 'AND', 'ARE', 'ARG', 'ARM', 'ASM', 'ATA', 'ATF', 'ATG', 'AUS', 'AUT',
  'AZE', 'BDI', 'BEL', 'BEN', 'BES', 'BFA', 'BGD', 'BGR', 'BHR', 'BHS', 'BIH', 'BLM', 'BLR', 'BLZ', 'BMU', 'BOL',
  'BRA', 'BRB', 'BRN', 'BTN', 'BVT', 'BWA', 'CAF', 'CAN', 'CCK', 'CHE', 'CHL', 'CHN', 'CIV', 'CMR', 'COD', 'COG',
  'COK', 'COL', 'COM', 'CPV', 'CRI', 'CUB', 'CUW', 'CXR', 'CYM', 'CYP', 'CZE', 'DEU', 'DJI', 'DMA', 'DNK', 'DOM',
  'DZA', 'ECU', 'EGY', 'ERI', 'ESH', 'ESP', 'EST', 'ETH', 'FIN', 'FJI', 'FLK', 'FRA', 'FRO', 'FSM', 'GAB', 'GBR',
  'GEO', 'GGY', 'GHA', 'GIB', 'GIN', 'GLP', 'GMB', 'GNB', 'GNQ', 'GRC', 'GRD', 'GRL', 'GTM', 'GUF', 'GUM', 'GUY',
  'HKG', 'HMD', 'HND', 'HRV', 'HTI', 'HUN', 'IDN', 'IMN', 'IND', 'IOT', 'IRL', 'IRN', 'IRQ', 'ISL', 'ISR', 'ITA',
  'JAM', 'JEY', 'JOR', 'JPN', 'KAZ', 'KEN', 'KGZ', 'KHM', 'KIR', 'KNA', 'KOR', 'KWT', 'LAO', 'LBN', 'LBR', 'LBY',
  'LCA', 'LIE', 'LKA', 'LSO', 'LTU', 'LUX', 'LVA', 'MAC', 'MAF', 'MAR', 'MCO', 'MDA', 'MDG', 'MDV', 'MEX', 'MHL',
  'MKD', 'MLI', 'MLT', 'MMR', 'MNE', 'MNG', 'MNP', 'MOZ', 'MRT', 'MSR', 'MTQ', 'MUS', 'MWI', 'MYS', 'MYT', 'NAM',
  'NCL', 'NER', 'NFK', 'NGA', 'NIC', 'NIU', 'NLD', 'NOR', 'NPL', 'NRU', 'NZL', 'OMN', 'PAK', 'PAN', 'PCN', 'PER',
  'PHL', 'PLW', 'PNG', 'POL', 'PRI', 'PRK', 'PRT', 'PRY', 'PSE', 'PYF', 'QAT', 'REU', 'ROU', 'RUS', 'RWA', 'SAU',
  'SDN', 'SEN', 'SGP', 'SGS', 'SHN', 'SJM', 'SLB', 'SLE', 'SLV', 'SMR', 'SOM', 'SPM', 'SRB', 'SSD', 'STP', 'SUR',
  'SVK', 'SVN', 'SWE', 'SWZ', 'SXM', 'SYC', 'SYR', 'TCA', 'TCD', 'TGO', 'THA', 'TJK', 'TKL', 'TKM', 'TLS', 'TON',
  'TTO', 'TUN', 'TUR', 'TUV', 'TWN', 'TZA', 'UGA', 'UKR', 'UMI', 'URY', 'USA', 'UZB', 'VAT', 'VCT', 'VEN', 'VGB',
  'VIR', 'VNM', 'VUT', 'WLF', 'WSM', 'YEM', 'ZAF', 'ZMB', 'ZWE',
];

const KNOWN = new Set(COUNTRY_CODES);

export function isCountryCode(value: unknown): boolean {
  return typeof value === 'string' && KNOWN.has(value);
}

/** Validation rule of an address's country: one of COUNTRY_CODES, exactly (upper case). */
export const CountryCode = (options?: ValidationOptions) =>
  ValidateBy(
    {
      name: 'countryCode',
      validator: {
        // An empty value is the Required rule's to judge.
        validate: (value: unknown) => value === undefined || value === null || value === '' || isCountryCode(value),
        defaultMessage: () => MESSAGES.noSpecific,
      },
    },
    options,
  );

export type CountryLocale = 'en-US' | 'zh-HK' | 'zh-CN';

let names: Record<string, Record<CountryLocale, string>> | undefined;

/** The country's name in a UI locale (for mails and documents); the code itself when unknown. */
export function countryName(code: string, locale: CountryLocale = 'en-US'): string {
  names ??= JSON.parse(fs.readFileSync(path.join(projectRoot, 'i18n', 'countries.json'), 'utf8')) as Record<string, Record<CountryLocale, string>>;
  return names[code]?.[locale] ?? code;
}
