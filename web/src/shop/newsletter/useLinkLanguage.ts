import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useShopSettings } from '../settings/ShopSettings';

/**
 * A mailed link carries the recipient's content language (`?language=zh_hk`): the page it opens speaks
 * that language, whatever this browser chose before (when the shop supports it).
 */
export function useLinkLanguage(): void {
  const [params] = useSearchParams();
  const wanted = params.get('language');
  const { config, language, setLanguage } = useShopSettings();
  useEffect(() => {
    if (wanted && wanted !== language && config?.supportedLanguages.includes(wanted)) setLanguage(wanted);
  }, [wanted, language, config, setLanguage]);
}
