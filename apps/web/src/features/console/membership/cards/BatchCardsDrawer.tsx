import type { CardBatchView, CardStatusView } from '@sme/shared/schemas/membership';
import { Descriptions, Drawer, Empty, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format/format-date';
import { formatHkDay } from '@/lib/format/format-hk-day';
import { useLocale } from '@/lib/i18n';
import { useBatchCards } from '../api/get-batch-cards';
import { TierTag } from '../components/TierTag';
import { ListOrFailure } from '../../kit/ListFailure';

/** One batch's cards: which were redeemed, when and by whom (the codes are never shown again). */
export function BatchCardsDrawer({ batch, onClose }: { batch: CardBatchView; onClose: () => void }) {
  const { t } = useTranslation('consoleMembership');
  const locale = useLocale();
  const cards = useBatchCards(batch.id);
  return (
    <Drawer open size="large" title={t('cards.batchCards', { batchNo: batch.batchNo })} onClose={onClose} destroyOnHidden>
      <Descriptions
        size="small"
        column={2}
        items={[
          { key: 'tier', label: t('cards.tier'), children: <TierTag tier={batch.tier} /> },
          { key: 'months', label: t('cards.durationMonths'), children: batch.durationMonths },
          { key: 'redeemed', label: t('cards.redeemed'), children: t('cards.redeemedOfTotal', { redeemed: batch.redeemedCount, total: batch.quantity }) },
          {
            key: 'until',
            label: t('cards.validUntil'),
            children: (
              <>
                {formatHkDay(batch.validUntil, locale)} {batch.isExpired && <Tag color="red">{t('cards.expired')}</Tag>}
              </>
            ),
          },
        ]}
      />
      <ListOrFailure read={cards}>
        <Table<CardStatusView>
          rowKey="id"
          size="small"
          loading={cards.isFetching}
          dataSource={cards.data ?? []}
          pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
          locale={{ emptyText: <Empty description={t('cards.noCards')} /> }}
          columns={[
            { key: 'cardNo', title: t('cards.cardNo'), dataIndex: 'cardNo' },
            {
              key: 'status',
              title: t('cards.cardStatus'),
              render: (_, c) => (c.redeemedAt ? <Tag color="green">{t('cards.redeemed')}</Tag> : <Tag>{t('cards.notRedeemed')}</Tag>),
            },
            { key: 'at', title: t('cards.redeemedAt'), render: (_, c) => (c.redeemedAt ? formatDateTime(c.redeemedAt, locale) : '—') },
            { key: 'by', title: t('cards.redeemedBy'), render: (_, c) => c.redeemedBy ?? '—' },
          ]}
        />
      </ListOrFailure>
    </Drawer>
  );
}
