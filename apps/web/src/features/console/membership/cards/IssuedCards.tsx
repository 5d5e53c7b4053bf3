import type { IssuedBatchView, IssuedCard } from '@sme/shared/schemas/membership';
import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatHkDay } from '@/lib/format/format-hk-day';
import { useLocale } from '@/lib/i18n';
import { saveBlob } from '@/lib/files/save-blob';
import { toCsv } from './cards-csv';
import styles from '../MembershipSection.module.css';
import { useFeedback } from '@/lib/ui/feedback';

/**
 * The cards of a batch just issued, with their redemption codes: shown once (they live only in this component's
 * props, never in the query cache), downloadable as CSV, and gone when staff confirm they saved them.
 */
export function IssuedCards({ issued, onDismiss }: { issued: IssuedBatchView; onDismiss: () => void }) {
  const { t } = useTranslation('consoleMembership');
  const { modal } = useFeedback();
  const locale = useLocale();
  const { batch, cards } = issued;

  const download = () => {
    const header = ['cardNo', 'code', 'tier', 'months', 'validUntil'].map((k) => t(`cards.csvHeader.${k}`));
    const rows = cards.map((c) => [c.cardNo, c.code, t(`tiers.${batch.tier}`), batch.durationMonths, batch.validUntil]);
    saveBlob(new Blob([toCsv(header, rows)], { type: 'text/csv;charset=utf-8' }), `membership-cards-${batch.batchNo}.csv`);
  };

  const dismiss = () =>
    modal.confirm({
      title: t('cards.dismissTitle'),
      content: t('cards.dismissBody'),
      okText: t('cards.dismiss'),
      cancelText: t('cards.cancel'),
      onOk: onDismiss,
    });

  return (
    <Card size="small" className={styles.block} title={t('cards.issuedTitle', { batchNo: batch.batchNo })}>
      <Alert type="warning" showIcon title={t('cards.onceWarning')} className={styles.block} />
      <Flex gap={8} wrap className={styles.block}>
        <Button type="primary" icon={<DownloadOutlined />} onClick={download}>
          {t('cards.downloadCsv')}
        </Button>
        <Button onClick={dismiss}>{t('cards.dismiss')}</Button>
        <Typography.Text type="secondary">
          {t(`tiers.${batch.tier}`)} · {t('cards.months')}: {batch.durationMonths} · {t('cards.validUntil')}: {formatHkDay(batch.validUntil, locale)}
        </Typography.Text>
      </Flex>
      <Table<IssuedCard>
        rowKey="cardNo"
        size="small"
        dataSource={cards}
        pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
        columns={[
          { key: 'cardNo', title: t('cards.cardNo'), dataIndex: 'cardNo' },
          {
            key: 'code',
            title: t('cards.code'),
            render: (_, c) => (
              <Typography.Text code copyable>
                {c.code}
              </Typography.Text>
            ),
          },
        ]}
      />
    </Card>
  );
}
