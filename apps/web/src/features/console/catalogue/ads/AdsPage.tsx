import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { AD_PLACEMENTS, type AdPlacement } from '@sme/shared/schemas/catalogue';
import type { ConsoleAdView } from '@sme/shared/schemas/console-catalogue';
import { Button, Empty, Flex, Image, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format/format-date';
import { useLocale } from '@/lib/i18n';
import { FilterBar } from '../../kit/FilterBar';
import { FilterSelect } from '../../kit/FilterSelect';
import { useUrlFilters } from '../../kit/use-url-filters';
import styles from './AdsPage.module.css';
import { useAdChanges, useConsoleAds } from './api/console-ads';
import { VisibilityTag } from '../components/VisibilityTag';
import { AdDialog } from './AdDialog';
import { useFeedback } from '@/lib/ui/feedback';
import { ListOrFailure } from '../../kit/ListFailure';

const FILTER_KEYS = ['placement'] as const;
type Dialog = { editing?: ConsoleAdView } | null;

/** /console/catalogue/ads: ads and banners by placement with a preview, their dates and status; add, edit, delete. */
export function AdsPage() {
  const { t } = useTranslation('consoleCatalogue');
  const locale = useLocale();
  const { modal, message } = useFeedback();
  const { values, update } = useUrlFilters(FILTER_KEYS);
  const placement = AD_PLACEMENTS.find((p) => p === values.placement);
  const ads = useConsoleAds(placement);
  const { remove } = useAdChanges();
  const [dialog, setDialog] = useState<Dialog>(null);
  const title = (a: ConsoleAdView) => (locale === 'en_US' ? a.titleEn : a.titleZh);
  const when = (at: string | null) => (at ? formatDateTime(at, locale) : '—');

  const confirmDelete = (ad: ConsoleAdView) =>
    modal.confirm({
      title: t('ads.deleteTitle', { name: title(ad) }),
      content: t('ads.deleteText'),
      okText: t('delete'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      onOk: async () => {
        await remove.mutateAsync(ad.id);
        void message.success(t('deleted'));
      },
    });

  return (
    <>
      <FilterBar
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({})}>
            {t('ads.new')}
          </Button>
        }
      >
        <FilterSelect<AdPlacement>
          wide
          label={t('fields.placement')}
          placeholder={t('ads.allPlacements')}
          value={placement}
          onChange={(v) => update({ placement: v })}
          options={AD_PLACEMENTS.map((p) => ({ value: p, label: t(`placements.${p}`) }))}
        />
      </FilterBar>
      <ListOrFailure read={ads}>
        <Table<ConsoleAdView>
          rowKey="id"
          size="small"
          loading={ads.isFetching}
          dataSource={ads.data ?? []}
          pagination={{ pageSize: 50, hideOnSinglePage: true }}
          scroll={{ x: 900 }}
          locale={{ emptyText: <Empty description={t('ads.empty')} /> }}
          columns={[
            {
              key: 'preview',
              title: t('ads.preview'),
              render: (_, a) => <Image src={a.imageUrl} width={96} height={40} className={styles.preview} alt={title(a)} />,
            },
            {
              key: 'title',
              title: t('fields.title'),
              render: (_, a) => (
                <Flex vertical>
                  <span>{title(a)}</span>
                  {a.linkUrl && <Typography.Text type="secondary">{a.linkUrl}</Typography.Text>}
                </Flex>
              ),
            },
            { key: 'placement', title: t('fields.placement'), render: (_, a) => t(`placements.${a.placement}`) },
            { key: 'sort', title: t('fields.sort'), align: 'right', dataIndex: 'sort' },
            { key: 'dates', title: t('ads.dates'), render: (_, a) => `${when(a.startsAt)} → ${when(a.endsAt)}` },
            { key: 'status', title: t('fields.status'), render: (_, a) => <VisibilityTag status={a.status} /> },
            {
              key: 'actions',
              title: t('actions'),
              render: (_, a) => (
                <Flex gap={4}>
                  <Button size="small" icon={<EditOutlined />} onClick={() => setDialog({ editing: a })} aria-label={t('editNamed', { name: title(a) })} />
                  <Button size="small" danger icon={<DeleteOutlined />} onClick={() => confirmDelete(a)} aria-label={t('deleteNamed', { name: title(a) })} />
                </Flex>
              ),
            },
          ]}
        />
      </ListOrFailure>
      {dialog && <AdDialog editing={dialog.editing} placement={placement} onClose={() => setDialog(null)} />}
    </>
  );
}
