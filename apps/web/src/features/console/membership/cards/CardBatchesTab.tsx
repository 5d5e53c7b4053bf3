import { PlusOutlined } from '@ant-design/icons';
import type { CardBatchView, IssuedBatchView } from '@sme/shared/schemas/membership';
import { Button, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format/format-date';
import { formatHkDay } from '@/lib/format/format-hk-day';
import { useLocale } from '@/lib/i18n';
import { FilterBar } from '../../kit/FilterBar';
import { PagedTable } from '../../kit/PagedTable';
import { useUrlFilters } from '../../kit/use-url-filters';
import { useCardBatches } from '../api/get-card-batches';
import { TierTag } from '../components/TierTag';
import { BatchCardsDrawer } from './BatchCardsDrawer';
import { IssueBatchDialog } from './IssueBatchDialog';
import { IssuedCards } from './IssuedCards';
import { useFeedback } from '@/lib/ui/feedback';

const NO_FILTERS = [] as const;

/** The Card batches tab: issue a batch (its codes shown once), the batches with how many cards were redeemed, and each batch's cards. */
export function CardBatchesTab() {
  const { t } = useTranslation('consoleMembership');
  const { message } = useFeedback();
  const locale = useLocale();
  const paging = useUrlFilters(NO_FILTERS);
  const batches = useCardBatches({ page: paging.page, size: paging.size });
  const [issuing, setIssuing] = useState(false);
  const [issued, setIssued] = useState<IssuedBatchView | null>(null);
  const [open, setOpen] = useState<CardBatchView | null>(null);

  const onIssued = (view: IssuedBatchView) => {
    setIssuing(false);
    setIssued(view);
    void message.success(t('cards.issued', { batchNo: view.batch.batchNo, count: view.cards.length }));
  };

  return (
    <>
      <FilterBar
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setIssuing(true)}>
            {t('cards.issue')}
          </Button>
        }
      >
        <Typography.Text type="secondary">{t('cards.intro')}</Typography.Text>
      </FilterBar>
      {issued && <IssuedCards issued={issued} onDismiss={() => setIssued(null)} />}
      <PagedTable<CardBatchView>
        query={batches}
        paging={paging}
        emptyText={t('cards.empty')}
        totalText={(total) => t('cards.total', { total })}
        columns={[
          {
            key: 'batchNo',
            title: t('cards.batchNo'),
            render: (_, b) => (
              <Button type="link" size="small" onClick={() => setOpen(b)} aria-label={t('cards.openNamed', { batchNo: b.batchNo })}>
                {b.batchNo}
              </Button>
            ),
          },
          { key: 'tier', title: t('cards.tier'), render: (_, b) => <TierTag tier={b.tier} /> },
          { key: 'months', title: t('cards.months'), align: 'right', dataIndex: 'durationMonths' },
          { key: 'redeemed', title: t('cards.redeemed'), render: (_, b) => t('cards.redeemedOfTotal', { redeemed: b.redeemedCount, total: b.quantity }) },
          {
            key: 'until',
            title: t('cards.validUntil'),
            render: (_, b) => (
              <>
                {formatHkDay(b.validUntil, locale)} {b.isExpired && <Tag color="red">{t('cards.expired')}</Tag>}
              </>
            ),
          },
          { key: 'note', title: t('cards.note'), render: (_, b) => b.note ?? '—' },
          { key: 'by', title: t('cards.createdBy'), render: (_, b) => b.createdBy ?? '—' },
          { key: 'created', title: t('cards.created'), render: (_, b) => formatDateTime(b.createdAt, locale) },
        ]}
      />
      {issuing && <IssueBatchDialog onIssued={onIssued} onClose={() => setIssuing(false)} />}
      {open && <BatchCardsDrawer batch={open} onClose={() => setOpen(null)} />}
    </>
  );
}
