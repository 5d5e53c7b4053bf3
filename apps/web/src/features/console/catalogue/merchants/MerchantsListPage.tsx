import { CheckCircleFilled, PlusOutlined } from '@ant-design/icons';
import { type ConsoleMerchantRow, MERCHANT_STATUSES, type MerchantStatus } from '@sme/shared/schemas/console-catalogue';
import { Avatar, Button, Empty, Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '@/lib/format/format-date';
import { useLocale } from '@/lib/i18n';
import { FilterBar } from '../../kit/FilterBar';
import { FilterSearch } from '../../kit/FilterSearch';
import { FilterSelect } from '../../kit/FilterSelect';
import { PagedTable } from '../../kit/PagedTable';
import { useUrlFilters } from '../../kit/use-url-filters';
import styles from './MerchantsListPage.module.css';
import { useConsoleMerchants } from './api/get-console-merchants';
import { VisibilityTag } from '../components/VisibilityTag';
import { useDistrictName } from '@/lib/format/format-district';

const FILTER_KEYS = ['q', 'status', 'verified'] as const;
const VERIFIED = ['true', 'false'] as const;

/** /console/catalogue/merchants: every merchant, filtered and paged on the server, filters in the URL. */
export function MerchantsListPage() {
  const { t } = useTranslation('consoleCatalogue');
  const locale = useLocale();
  const district = useDistrictName();
  const filters = useUrlFilters(FILTER_KEYS);
  const { values, page, size, update } = filters;
  const status = MERCHANT_STATUSES.find((s) => s === values.status);
  const verified = VERIFIED.find((v) => v === values.verified);
  const merchants = useConsoleMerchants({ q: values.q, status, verified, page, size });
  const name = (m: ConsoleMerchantRow) => (locale === 'en_US' ? m.nameEn : m.nameZh);

  return (
    <>
      <FilterBar
        label={t('merchants.filters')}
        actions={
          <Link to="/console/catalogue/merchants/new">
            <Button type="primary" icon={<PlusOutlined />}>
              {t('merchants.new')}
            </Button>
          </Link>
        }
      >
        <FilterSearch label={t('merchants.search')} placeholder={t('merchants.searchPlaceholder')} value={values.q} onSearch={(q) => update({ q })} />
        <FilterSelect<MerchantStatus>
          label={t('fields.status')}
          placeholder={t('merchants.allStatuses')}
          value={status}
          onChange={(v) => update({ status: v })}
          options={MERCHANT_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
        />
        <FilterSelect<'true' | 'false'>
          label={t('fields.isVerified')}
          placeholder={t('merchants.anyVerification')}
          value={verified}
          onChange={(v) => update({ verified: v })}
          options={VERIFIED.map((v) => ({ value: v, label: t(`merchants.verified.${v}`) }))}
        />
      </FilterBar>
      <PagedTable<ConsoleMerchantRow>
        query={merchants}
        paging={filters}
        emptyText={<Empty description={t('merchants.empty')} />}
        totalText={(total) => t('total', { total })}
        columns={[
          {
            key: 'name',
            title: t('fields.name'),
            render: (_, m) => (
              <Flex align="center" gap={8}>
                <Avatar shape="square" src={m.logoUrl ?? undefined} alt="">
                  {name(m).slice(0, 1)}
                </Avatar>
                <Link to={`/console/catalogue/merchants/${m.id}`}>{name(m)}</Link>
                {m.isVerified && <CheckCircleFilled className={styles.verified} aria-label={t('fields.isVerified')} />}
              </Flex>
            ),
          },
          { key: 'slug', title: t('fields.slug'), dataIndex: 'slug' },
          { key: 'city', title: t('fields.city'), render: (_, m) => [m.city && district(m.city), m.countryCode].filter(Boolean).join(', ') },
          {
            key: 'brand',
            title: t('fields.isFeaturedBrand'),
            render: (_, m) => (m.isFeaturedBrand ? <Tag color="gold">{t('merchants.featured')}</Tag> : null),
          },
          { key: 'products', title: t('merchants.products'), align: 'right', dataIndex: 'productCount' },
          { key: 'sort', title: t('fields.sort'), align: 'right', dataIndex: 'sort' },
          { key: 'status', title: t('fields.status'), render: (_, m) => <VisibilityTag status={m.status} /> },
          { key: 'updated', title: t('fields.updated'), render: (_, m) => formatDateTime(m.updatedAt, locale) },
        ]}
      />
    </>
  );
}
