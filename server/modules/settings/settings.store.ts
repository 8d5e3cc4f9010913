import type { EntityManager } from '@mikro-orm/postgresql';
import { SETTINGS_DEFAULTS, SETTINGS_GROUPS, type SettingsGroup, type SettingsValues } from './settings.definitions.js';
import { Setting } from './setting.entity.js';
import { SharedCache } from '../../common/shared-cache.js';

/**
 * Every request reads some settings (languages, member-only mode, selling warehouse...): the stored rows
 * are shared and dropped whenever a Setting is written (common/shared-cache.ts); the 5-second limit
 * bounds what a write by another server process on the same database leaves stale (scale-out: an
 * admin's change reaches every instance within seconds).
 * Inside a transaction (a mutation, which may have written them) the rows are read once for that
 * transaction, and afresh after it flushes a Setting (settings are written through the entity only).
 */
const storedRows = new SharedCache<ReadonlyMap<string, Record<string, unknown>>>(['Setting'], 5_000, 2000, true);

async function readStoredRows(em: EntityManager): Promise<ReadonlyMap<string, Record<string, unknown>>> {
  return new Map((await em.find(Setting, { group: { $in: SETTINGS_GROUPS } })).map((row) => [row.group, structuredClone(row.values)]));
}

async function storedValues(em: EntityManager): Promise<ReadonlyMap<string, Record<string, unknown>>> {
  return storedRows.get(em, 'all', () => readStoredRows(em));
}

/** What a request read of the settings before its transaction (carrySettingsInto gives it to the transaction). */
export type SettingsSnapshot = { generation: number; value: ReadonlyMap<string, Record<string, unknown>> };

/** Outside a transaction: the shared settings (no statement while they are fresh), to carry into one. */
export function settingsSnapshot(em: EntityManager): Promise<SettingsSnapshot> {
  return storedRows.snapshot(em, 'all', () => readStoredRows(em));
}

/**
 * First thing in a transaction (`tx`): the settings read just before it serve the transaction's reads
 * until a Setting is written (by it or anyone), instead of one read of the rows per transaction. A
 * counter sale reads them in its steps (points, ledger) and the request priced with these already.
 */
export function carrySettingsInto(tx: EntityManager, snapshot: SettingsSnapshot): void {
  storedRows.adopt(tx, 'all', snapshot);
}

/**
 * Reading and writing the settings rows. Stored values are merged over the defaults, so a setting added
 * in a later release has its default until an admin changes it.
 */
export async function readAllSettings(em: EntityManager): Promise<SettingsValues> {
  const stored = await storedValues(em);
  const result = {} as Record<SettingsGroup, unknown>;
  for (const group of SETTINGS_GROUPS) result[group] = { ...SETTINGS_DEFAULTS[group], ...(stored.get(group) ?? {}) };
  return result as SettingsValues;
}

export async function readSettingsGroup<G extends SettingsGroup>(em: EntityManager, group: G): Promise<SettingsValues[G]> {
  const values = (await storedValues(em)).get(group) ?? {};
  return { ...SETTINGS_DEFAULTS[group], ...(values as Partial<SettingsValues[G]>) };
}

/** Stores a group's values (merged with what is stored); flushed by the caller's unit of work. */
export async function writeSettingsGroup<G extends SettingsGroup>(em: EntityManager, group: G, values: Partial<SettingsValues[G]>): Promise<SettingsValues[G]> {
  let row = await em.findOne(Setting, { group });
  if (!row) {
    row = em.create(Setting, { group, values: {} });
  }
  row.values = { ...SETTINGS_DEFAULTS[group], ...row.values, ...values };
  return row.values as SettingsValues[G];
}

/** First start: every group stored with its defaults (idempotent: existing rows are left alone). */
export async function ensureDefaultSettings(em: EntityManager): Promise<void> {
  const existing = new Set((await em.find(Setting, {})).map((row) => row.group));
  for (const group of SETTINGS_GROUPS) {
    if (!existing.has(group)) em.create(Setting, { group, values: { ...SETTINGS_DEFAULTS[group] } });
  }
  await em.flush();
}
