import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type { RouteHandle } from '@/app/route-table';

/** The key of the deepest matched route (its title and coming-soon texts). */
export function useRouteKey(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.key) return handle.key;
  }
  return undefined;
}

/** document.title = "<route title> | <brand>", following the language (spec section 2). */
export function useDocumentTitle(): void {
  const { t, i18n } = useTranslation();
  const key = useRouteKey();
  useEffect(() => {
    const brand = t('brand.name');
    document.title = key ? `${t(`route.${key}`)} | ${brand}` : brand;
  }, [key, t, i18n.language]);
}
