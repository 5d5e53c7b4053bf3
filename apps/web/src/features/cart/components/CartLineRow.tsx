import { DeleteOutlined } from '@ant-design/icons';
import type { CartLineView } from '@sme/shared/schemas/cart';
import { Button, Checkbox, Popconfirm, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPrice } from '@/lib/format/format-price';
import { ImageFallback } from '@/components/ui/ImageFallback';
import { useLocale } from '@/lib/i18n';
import styles from './Cart.module.css';
import { QuantityStepper } from './QuantityStepper';

/** Props of CartLineRow. */
export interface CartLineRowProps {
  line: CartLineView;
  onSelect: (selected: boolean) => void;
  onRemove: () => void;
  busy: boolean;
}

/** One cart line: selection, product, specification, price mode, unit price, quantity within stock, subtotal, remove. */
export function CartLineRow({ line, onSelect, onRemove, busy }: CartLineRowProps) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const blocked = line.problem === 'OUT_OF_STOCK' || line.problem === 'UNAVAILABLE';
  const money = (minor: number) => formatPrice(minor, line.currency, locale);
  return (
    <li className={[styles.line, blocked ? styles.lineBlocked : ''].filter(Boolean).join(' ')} aria-label={line.name}>
      <Checkbox
        className={styles.check}
        aria-label={t('select.line', { name: line.name })}
        checked={line.selected}
        // A line that cannot be bought may still be cleared, never chosen.
        disabled={busy || (blocked && !line.selected)}
        onChange={(e) => onSelect(e.target.checked)}
      />
      <Link to={`/pd?id=${line.productId}`} className={styles.thumb} tabIndex={-1} aria-hidden>
        {line.imageUrl ? <img src={line.imageUrl} alt="" loading="lazy" /> : <ImageFallback />}
      </Link>
      <div className={styles.info}>
        <Link to={`/pd?id=${line.productId}`} className={styles.name}>
          {line.name}
        </Link>
        <span className={styles.spec}>{line.specification || t('line.noSpecification')}</span>
        <span>
          <Tag>{t(line.priceMode === 'wholesale' ? 'line.wholesale' : 'line.retail')}</Tag>
          {line.problem && <Tag color={blocked ? 'red' : 'orange'}>{t(`line.problem.${line.problem}`, { count: line.stock })}</Tag>}
        </span>
      </div>
      <div className={styles.unit}>
        <span className={styles.caption}>{t('line.unitPrice')}</span>
        {money(line.unitPriceMinor)}
      </div>
      <QuantityStepper line={line} />
      <div className={styles.subtotal}>
        <span className={styles.caption}>{t('line.lineTotal')}</span>
        <strong>{money(line.lineTotalMinor)}</strong>
      </div>
      <Popconfirm title={t('line.removeConfirm', { name: line.name })} okText={t('line.removeOk')} cancelText={t('line.cancel')} onConfirm={onRemove}>
        <Button className={styles.remove} type="text" danger icon={<DeleteOutlined />} aria-label={t('line.remove', { name: line.name })} disabled={busy} />
      </Popconfirm>
    </li>
  );
}
