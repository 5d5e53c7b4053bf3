import { ShopOutlined } from '@ant-design/icons';
import type { OrderLineView } from '@sme/shared/schemas/orders';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPrice } from '@/lib/format/format-price';
import { ImageFallback } from '@/components/ui/ImageFallback';
import { useLocale } from '@/lib/i18n';
import styles from './OrderLines.module.css';

/** Props of OrderLines. */
export interface OrderLinesProps {
  lines: readonly OrderLineView[];
  currency: string;
}

/** The lines of an order or checkout grouped by merchant: product, specification, unit price × quantity, and the line's total after its discounts. */
export function OrderLines({ lines, currency }: OrderLinesProps) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const money = (minor: number) => formatPrice(minor, currency, locale);
  return (
    <div className={styles.groups}>
      {byMerchant(lines).map(({ merchant, lines: group }) => (
        <section key={merchant.id} className={styles.group} aria-label={t('lines.of', { merchant: merchant.name })}>
          <h3 className={styles.merchant}>
            <ShopOutlined aria-hidden /> <Link to={`/merchant?id=${encodeURIComponent(merchant.id)}`}>{merchant.name}</Link>
          </h3>
          <ul className={styles.lines}>
            {group.map((line) => (
              <li key={line.id} className={styles.line} aria-label={line.name}>
                <Link to={`/pd?id=${encodeURIComponent(line.productId)}`} className={styles.thumb} tabIndex={-1} aria-hidden>
                  {line.imageUrl ? <img src={line.imageUrl} alt="" loading="lazy" /> : <ImageFallback />}
                </Link>
                <div className={styles.info}>
                  <Link to={`/pd?id=${encodeURIComponent(line.productId)}`} className={styles.name}>
                    {line.name}
                  </Link>
                  <span className={styles.muted}>{line.specification || t('lines.standard')}</span>
                  {line.priceMode === 'wholesale' && <Tag className={styles.tag}>{t('lines.wholesale')}</Tag>}
                </div>
                <span className={styles.qty}>{t('lines.unitTimesQty', { price: money(line.unitPriceMinor), count: line.quantity })}</span>
                <span className={styles.total}>
                  {line.totalMinor < line.subtotalMinor && <s className={styles.muted}>{money(line.subtotalMinor)}</s>}
                  <strong>{money(line.totalMinor)}</strong>
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** The lines grouped by merchant, in the order the server listed them. */
function byMerchant(lines: readonly OrderLineView[]): Array<{ merchant: OrderLineView['merchant']; lines: OrderLineView[] }> {
  const groups = new Map<string, { merchant: OrderLineView['merchant']; lines: OrderLineView[] }>();
  for (const line of lines) {
    const group = groups.get(line.merchant.id) ?? { merchant: line.merchant, lines: [] };
    group.lines.push(line);
    groups.set(line.merchant.id, group);
  }
  return [...groups.values()];
}
