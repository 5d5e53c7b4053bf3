import type { Locale } from '@sme/shared/constants';
import { useSyncExternalStore } from 'react';
import { useLocale } from '@/lib/i18n';

/** localStorage key of the visitor's chosen display currency (absent = follow the locale). */
export const DISPLAY_CURRENCY_KEY = 'display-currency';

/** The currency a locale's readers think in: Hong Kong dollars, except renminbi for Simplified Chinese. */
export function naturalCurrency(locale: Locale): string {
  return locale === 'zh_CN' ? 'CNY' : 'HKD';
}

const listeners = new Set<() => void>();

function readChoice(): string | null {
  try {
    return localStorage.getItem(DISPLAY_CURRENCY_KEY);
  } catch {
    return null;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab choosing a currency updates this one too.
  const onStorage = (e: StorageEvent) => e.key === DISPLAY_CURRENCY_KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Save the visitor's display currency (null goes back to the locale's natural one). */
export function setDisplayCurrency(code: string | null): void {
  try {
    if (code) localStorage.setItem(DISPLAY_CURRENCY_KEY, code);
    else localStorage.removeItem(DISPLAY_CURRENCY_KEY);
  } catch {
    // Without storage the choice cannot outlive this render; prices still show in their own currency.
  }
  for (const listener of listeners) listener();
}

/** Hook: the display currency for approximate prices: the saved choice, else the locale's natural currency. */
export function useDisplayCurrency(): string {
  const locale = useLocale();
  const choice = useSyncExternalStore(subscribe, readChoice, () => null);
  return choice ?? naturalCurrency(locale);
}
