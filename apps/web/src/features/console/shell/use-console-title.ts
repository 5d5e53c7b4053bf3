import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** document.title = "<section> · Back office", following the language (the site's title hook lives in its layout). */
export function useConsoleTitle(section: string): void {
  const { t, i18n } = useTranslation('console');
  useEffect(() => {
    const console = t('title');
    document.title = section ? `${section} · ${console}` : console;
  }, [section, t, i18n.language]);
}
