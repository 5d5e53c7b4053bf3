import type { PriceMode, PriceView } from '@sme/shared/schemas/catalogue';
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { approximateMinor } from '@/lib/currency/approximate';
import { useDisplayCurrency } from '@/lib/currency/display-currency';
import { useCurrencies } from '@/lib/currency/get-currencies';
import { useLocale } from '@/lib/i18n';
import { formatPrice } from '@/lib/format/format-price';
import styles from './Price.module.css';

/** Props of Price. */
export interface PriceProps {
  price: PriceView;
  /** Which price leads: retail (default) or wholesale (falls back to retail when the product has none). */
  mode?: PriceMode;
  size?: 'small' | 'large';
}

/**
 * A product price: the leading price in its own currency, an indicative amount in the visitor's display currency
 * ("HK$168.00 ≈ US$21.54") when a rate is known, and the other price below it (wholesale "from N units", or retail).
 */
export function Price({ price, mode = 'retail', size = 'small' }: PriceProps) {
  const { t } = useTranslation('catalogue');
  const locale = useLocale();
  const display = useDisplayCurrency();
  const { data: currencies } = useCurrencies();

  const hasWholesale = price.wholesaleMinor !== null;
  const wholesaleLeads = mode === 'wholesale' && hasWholesale;
  const leadMinor = wholesaleLeads ? (price.wholesaleMinor as number) : price.retailMinor;
  const approx = currencies ? approximateMinor(leadMinor, price.currency, display, currencies) : null;
  const money = (minor: number) => formatPrice(minor, price.currency, locale);
  const units = price.minWholesaleQty ?? 1;

  return (
    <div className={[styles.price, size === 'large' ? styles.large : ''].filter(Boolean).join(' ')}>
      <div className={styles.leadRow}>
        <span className={styles.lead}>{money(leadMinor)}</span>
        {wholesaleLeads && <span className={styles.unitNote}>{t('price.fromUnits', { count: units })}</span>}
        {approx !== null && (
          <Tooltip title={t('price.approxHint')}>
            <span className={styles.approx} aria-label={t('price.approxLabel', { amount: formatPrice(approx, display, locale) })}>
              ≈ {formatPrice(approx, display, locale)}
            </span>
          </Tooltip>
        )}
      </div>
      {!wholesaleLeads && hasWholesale && (
        <div className={styles.secondary}>{t('price.wholesaleFrom', { price: money(price.wholesaleMinor as number), count: units })}</div>
      )}
      {wholesaleLeads && <div className={styles.secondary}>{t('price.retailIs', { price: money(price.retailMinor) })}</div>}
    </div>
  );
}
