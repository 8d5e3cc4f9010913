import type { IntlShape } from 'react-intl';
import type { DialogMessage } from '../dialogs';

/** The `affected` count of a batch mutation's answer (`{ updateBrands: { affected } }`), if it has one. */
export function affectedOf(data: unknown): number | undefined {
  if (!data || typeof data !== 'object') return undefined;
  for (const value of Object.values(data as Record<string, unknown>)) {
    const affected = value && typeof value === 'object' ? (value as { affected?: unknown }).affected : undefined;
    if (typeof affected === 'number') return affected;
  }
  return undefined;
}

/** Spec 8's 'Submit Success' after a batch action, saying how many records it changed. */
export function batchDone(intl: Pick<IntlShape, 'formatMessage'>, affected: number): DialogMessage {
  return { titleId: 'admin.resource.dialog.submitSuccess', messages: [intl.formatMessage({ id: 'admin.resource.batch.done' }, { count: affected })] };
}
