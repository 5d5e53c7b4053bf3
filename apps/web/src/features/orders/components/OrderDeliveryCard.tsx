import { type OrderReadView, isFullAddress } from '@sme/shared/schemas/orders';
import { formatMobile } from '@sme/shared/phone-display';
import { useTranslation } from 'react-i18next';
import { DetailList } from './DetailList';
import styles from './OrderDetail.module.css';
import { useDistrictName } from '@/lib/format/format-district';

/** How the order reaches the buyer: the delivery type, the address or pickup point, and the parcel's tracking. */
export function OrderDeliveryCard({ order }: { order: OrderReadView }) {
  const { t } = useTranslation('orders');
  const district = useDistrictName();
  const { address, pickupPoint, logistics } = order;
  const items = [{ key: 'type', label: t('delivery.label'), children: t(`delivery.${order.deliveryType}`) }];
  if (address && isFullAddress(address)) {
    items.push(
      { key: 'recipient', label: t('delivery.recipient'), children: `${address.name} · ${formatMobile(address.phone)}` },
      { key: 'address', label: t('delivery.address'), children: [address.detail, district(address.city), address.countryCode].filter(Boolean).join(', ') },
    );
    if (address.remarks) items.push({ key: 'remarks', label: t('delivery.remarks'), children: address.remarks });
  } else if (address) {
    // A guest lookup answers only where the parcel goes, not to whom.
    items.push({ key: 'district', label: t('delivery.district'), children: [district(address.city), address.countryCode].join(', ') });
  }
  if (pickupPoint) {
    items.push(
      { key: 'point', label: t(pickupPoint.kind === 'LOCKER' ? 'delivery.locker' : 'delivery.store'), children: pickupPoint.name },
      { key: 'pointAddress', label: t('delivery.address'), children: `${pickupPoint.address} (${district(pickupPoint.district)})` },
    );
    if (pickupPoint.openingHours) items.push({ key: 'hours', label: t('delivery.hours'), children: pickupPoint.openingHours });
  }
  if (logistics.company || logistics.number) {
    items.push({ key: 'logistics', label: t('delivery.logistics'), children: [logistics.company, logistics.number].filter(Boolean).join(' · ') });
  }
  return (
    <section className={styles.card} aria-labelledby="order-delivery">
      <h3 id="order-delivery" className={styles.cardTitle}>
        {t('delivery.title')}
      </h3>
      <DetailList items={items} />
    </section>
  );
}
