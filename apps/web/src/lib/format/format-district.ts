import { localisedDistrict } from '@sme/shared/hk-districts';
import { useCallback } from 'react';
import { useLocale } from '@/lib/i18n';

/**
 * Hook: a stored district or city as the page's language names it — Hong Kong's 18 districts in Chinese on Chinese
 * pages (one dictionary, in packages/shared), anything else (another country's city, free text) as stored.
 */
export function useDistrictName(): (name: string) => string {
  const locale = useLocale();
  return useCallback((name: string) => localisedDistrict(name, locale), [locale]);
}
