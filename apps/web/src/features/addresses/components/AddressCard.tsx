import { DeleteOutlined, EditOutlined, StarOutlined } from '@ant-design/icons';
import type { AddressView } from '@sme/shared/schemas/addresses';
import { formatMobile } from '@sme/shared/phone-display';
import { Button, Checkbox, Popconfirm, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ButtonLink';
import styles from './Addresses.module.css';
import { useDistrictName } from '@/lib/format/format-district';

/** Props of AddressCard. */
export interface AddressCardProps {
  address: AddressView;
  checked: boolean;
  onCheck: (checked: boolean) => void;
  onRemove: () => void;
  onMakeDefault: () => void;
  busy: boolean;
}

/** One address: who and where, the default badge, and its actions (edit, set as default, remove with a confirmation). */
export function AddressCard({ address, checked, onCheck, onRemove, onMakeDefault, busy }: AddressCardProps) {
  const { t } = useTranslation('addresses');
  const district = useDistrictName();
  return (
    <li className={styles.card} aria-label={t('list.cardOf', { name: address.name, city: district(address.city) })}>
      <div className={styles.cardHead}>
        <Checkbox
          checked={checked}
          onChange={(e) => onCheck(e.target.checked)}
          aria-label={t('list.select', { name: address.name, city: district(address.city) })}
        />
        <strong>{address.name}</strong>
        {address.isDefault && <Tag color="gold">{t('list.default')}</Tag>}
      </div>
      <p className={styles.lines}>
        <span>{formatMobile(address.phone)}</span>
        <span>{address.email}</span>
        <span>
          {address.detail}, {district(address.city)}, {address.countryCode}
        </span>
        {address.remarks && <span className={styles.remarks}>{address.remarks}</span>}
      </p>
      <div className={styles.cardActions}>
        <ButtonLink to={`/addressEdit?id=${address.id}`} size="small" icon={<EditOutlined />}>
          {t('list.edit')}
        </ButtonLink>
        {!address.isDefault && (
          <Button size="small" icon={<StarOutlined />} disabled={busy} onClick={onMakeDefault}>
            {t('list.makeDefault')}
          </Button>
        )}
        <Popconfirm title={t('list.removeConfirm')} okText={t('list.removeOk')} cancelText={t('list.cancel')} onConfirm={onRemove}>
          <Button size="small" danger icon={<DeleteOutlined />} disabled={busy}>
            {t('list.remove')}
          </Button>
        </Popconfirm>
      </div>
    </li>
  );
}
