import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type { RouteHandle } from '@/app/route-table';
import { usePageTitleOverride } from '@/lib/page-title/page-title';

/** The key of the deepest matched route (its title and coming-soon texts). */
export function useRouteKey(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.key) return handle.key;
  }
  return undefined;
}

/** document.title = "<route title> | <brand>" (spec section 2), or "<data title> | <brand>" when the page set one; following the language. */
export function useDocumentTitle(): void {
  const { t, i18n } = useTranslation();
  const key = useRouteKey();
  const pageTitle = usePageTitleOverride();
  useEffect(() => {
    const brand = t('brand.name');
    const title = pageTitle ?? (key ? t(`route.${key}`) : null);
    const next = title ? `${title} | ${brand}` : brand;
    // The effect reruns as each catalogue arrives; setting an unchanged title still costs the browser a title update.
    if (document.title !== next) document.title = next;
  }, [key, pageTitle, t, i18n.language]);
}
