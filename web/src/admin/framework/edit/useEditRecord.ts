import { useQuery } from '@apollo/client/react';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { hasErrorCode } from '../../../ui/errors';
import { declaredVariables } from '../format';
import type { FormMode } from '../resource';
import { mergeTranslation } from './translation';
import { useShopLanguages } from './useShopLanguages';

interface EditRecordOptions<TData, TRecord> {
  mode: FormMode;
  /** `query ($id: Int! [, $language: String])`. */
  document: TypedDocumentNode<TData, any>;
  /** The record in the query's answer. */
  pick: (data: TData | undefined) => TRecord | undefined;
  /** Fields with a value per content language; none: no language tabs. */
  translatable: readonly string[];
}

/**
 * The record of an edit screen (`/admin/{name}/edit/{id}`) in the language of the chosen tab: the main
 * language's record with the tab's translations merged in, and whether the id names no record.
 */
export function useEditRecord<TData, TRecord extends Record<string, unknown>>({ mode, document, pick, translatable }: EditRecordOptions<TData, TRecord>) {
  const params = useParams();
  const id = mode === 'edit' ? Number(params.id) : undefined;
  const badId = mode === 'edit' && !(Number.isInteger(id) && (id ?? 0) > 0);

  const shopLanguages = useShopLanguages(translatable.length === 0);
  const [language, setLanguage] = useState<string | undefined>(undefined);
  const mainLanguage = shopLanguages?.main;
  const currentLanguage = language ?? mainLanguage;
  const showTabs = mode === 'edit' && translatable.length > 0 && (shopLanguages?.languages.length ?? 0) > 1;
  const onOtherLanguage = Boolean(language && mainLanguage && language !== mainLanguage);

  // Not cached: one record in two languages is one normalized cache entry (same type and id), so the
  // translation would overwrite the main language's values. An edit screen wants the server's state anyway.
  const mainQuery = useQuery(document, { variables: { id }, skip: mode !== 'edit' || badId, fetchPolicy: 'no-cache' });
  const tabQuery = useQuery(document, {
    variables: declaredVariables(document, { id, language }),
    skip: mode !== 'edit' || badId || !onOtherLanguage,
    fetchPolicy: 'no-cache',
  });
  const mainRecord = pick(mainQuery.data);
  const tabRecord = onOtherLanguage ? pick(tabQuery.data) : undefined;
  const record = useMemo(() => (mainRecord ? mergeTranslation(mainRecord, tabRecord, translatable) : undefined), [mainRecord, tabRecord, translatable]);

  return {
    id,
    /** 'ID not exists': the id is no record's (or no id at all). */
    notFound: badId || hasErrorCode(mainQuery.error, 'NOT_FOUND'),
    mainQuery,
    /** The main language's record as loaded (without the tab's translations). */
    mainRecord,
    record,
    loading: !record || (onOtherLanguage && tabQuery.loading && !tabRecord),
    /** The chosen tab; undefined until one is chosen (the form is keyed by it). */
    language,
    /** A tab other than the main language is chosen: its untranslated fields show the fallback. */
    onOtherLanguage,
    /** The language the form's texts are in (the chosen tab, else the main language). */
    currentLanguage,
    /** The language tabs' props, when the screen has tabs. */
    tabs: showTabs && shopLanguages && currentLanguage ? { languages: shopLanguages.languages, value: currentLanguage, onSwitch: setLanguage } : null,
    /** Loads the record again after a save. */
    reload: () => {
      void mainQuery.refetch();
      if (onOtherLanguage) void tabQuery.refetch();
    },
  };
}
