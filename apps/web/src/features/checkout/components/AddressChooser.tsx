import { memo } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import type { AddressView } from '@sme/shared/schemas/addresses';
import { formatMobile } from '@sme/shared/phone-display';
import { Radio, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ButtonLink';
import styles from './Checkout.module.css';
import { useDistrictName } from '@/lib/format/format-district';

/** Props of AddressChooser. */
export interface AddressChooserProps {
  addresses: readonly AddressView[];
  value: string | null;
  onChange: (id: string) => void;
  /** Where adding an address should come back to (this checkout). */
  returnTo: string;
}

/** The member's addresses to deliver to (the default first and preselected), and a way to add one. */
export const AddressChooser = memo(function AddressChooser({ addresses, value, onChange, returnTo }: AddressChooserProps) {
  const { t } = useTranslation('checkout');
  const district = useDistrictName();
  const addTo = `/addressEdit?returnTo=${encodeURIComponent(returnTo)}`;
  if (addresses.length === 0) {
    return (
      <div className={styles.emptyBox}>
        <span>{t('address.none')}</span>
        <ButtonLink to={addTo} type="primary" icon={<PlusOutlined />}>
          {t('address.add')}
        </ButtonLink>
      </div>
    );
  }
  return (
    <>
      <Radio.Group value={value} onChange={(e) => onChange(String(e.target.value))} className={styles.options} aria-label={t('address.title')}>
        {addresses.map((a) => (
          <Radio key={a.id} value={a.id} className={[styles.option, value === a.id ? styles.cardActive : ''].filter(Boolean).join(' ')}>
            <span className={styles.cardText}>
              <span>
                <strong>{a.name}</strong> <span className={styles.muted}>{formatMobile(a.phone)}</span>{' '}
                {a.isDefault && <Tag color="gold">{t('address.default')}</Tag>}
              </span>
              <span>{[a.detail, district(a.city), a.countryCode].filter(Boolean).join(', ')}</span>
            </span>
          </Radio>
        ))}
      </Radio.Group>
      <ButtonLink to={addTo} type="link" icon={<PlusOutlined />} className={styles.addLink}>
        {t('address.addAnother')}
      </ButtonLink>
    </>
  );
});
