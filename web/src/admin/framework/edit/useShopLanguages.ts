import { useQuery } from '@apollo/client/react';
import { ShopLanguagesDocument } from '../../../graphql/admin/graphql';

export interface ShopLanguages {
  main: string;
  /** Every supported content language, the main one first. */
  languages: string[];
}

/** The shop's content languages (settings main_language / supported_languages), for the language tabs. */
export function useShopLanguages(skip = false): ShopLanguages | undefined {
  const { data } = useQuery(ShopLanguagesDocument, { skip, fetchPolicy: 'cache-first' });
  const config = data?.publicConfig;
  if (!config) return undefined;
  const others = config.supportedLanguages.filter((language) => language !== config.mainLanguage);
  return { main: config.mainLanguage, languages: [config.mainLanguage, ...others] };
}
