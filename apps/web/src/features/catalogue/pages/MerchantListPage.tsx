import { MAX_KEYWORD_LENGTH } from '@sme/shared/catalogue-limits';
import { Input, Select, Switch } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CardGrid, CardGridItem } from '@/components/ui/CardGrid';
import { CardGridSkeleton, ListEmpty, ListError } from '@/components/ui/ListStates';
import { MerchantCard } from '@/components/catalogue/MerchantCard';
import { Pager } from '@/components/ui/Pager';
import { PageContainer } from '@/components/PageContainer';
import { type MerchantListParams, useMerchants } from '../api/get-merchants';
import { ListHeader } from '../components/ListHeader';
import { readMerchantListUrl, writeMerchantListUrl } from '../list-state/merchant-list-url';
import styles from './MerchantListPage.module.css';

const SORTS = ['recommended', 'newest', 'name'] as const;

/** /mcList — recommended merchants: keyword, verified-only and sort, all in the URL, with pages. */
export default function MerchantListPage() {
  const { t } = useTranslation('catalogue');
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => readMerchantListUrl(search), [search]);
  const merchants = useMerchants(params);
  const [keyword, setKeyword] = useState(params.keyword ?? '');
  // The box follows the URL (back/forward), adjusted during render rather than in an effect.
  const [urlKeyword, setUrlKeyword] = useState(params.keyword);
  if (urlKeyword !== params.keyword) {
    setUrlKeyword(params.keyword);
    setKeyword(params.keyword ?? '');
  }

  const update = (patch: Partial<MerchantListParams>) => {
    const next = { ...params, ...patch };
    if (!('page' in patch)) delete next.page;
    setSearch(writeMerchantListUrl(next));
  };
  const filtered = Boolean(params.keyword || params.verified);
  const data = merchants.data;

  return (
    <PageContainer>
      <ListHeader title={t('mcList.title')} subtitle={t('mcList.subtitle')} crumbs={[{ label: t('mcList.title') }]} />
      <div className={styles.toolbar}>
        <Input.Search
          className={styles.keyword}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          onSearch={(text) => update({ keyword: text.trim() || undefined })}
          placeholder={t('mcList.keywordPlaceholder')}
          aria-label={t('mcList.keywordLabel')}
          allowClear
          maxLength={MAX_KEYWORD_LENGTH}
        />
        <label className={styles.switch}>
          <Switch checked={Boolean(params.verified)} onChange={(on) => update({ verified: on || undefined })} />
          <span>{t('mcList.verifiedOnly')}</span>
        </label>
        <Select
          value={params.sort ?? 'recommended'}
          onChange={(sort) => update({ sort })}
          options={SORTS.map((s) => ({ value: s, label: t(`mcList.sort.${s}`) }))}
          aria-label={t('sort.label')}
          style={{ minWidth: 160 }}
        />
      </div>
      <p className={styles.count} aria-live="polite">
        {data ? t('mcList.count', { count: data.total }) : '\u00a0'}
      </p>
      {merchants.isError && !data ? (
        <ListError onRetry={() => void merchants.refetch()} />
      ) : !data ? (
        <CardGridSkeleton variant="merchant" count={6} />
      ) : data.list.length === 0 ? (
        <ListEmpty
          title={t('mcList.emptyTitle')}
          body={filtered ? t('mcList.emptyFiltered') : t('mcList.emptyBody')}
          action={
            filtered ? (
              <button type="button" className={styles.linkButton} onClick={() => setSearch(new URLSearchParams())}>
                {t('filters.clearAll')}
              </button>
            ) : undefined
          }
        />
      ) : (
        <div className={merchants.isPlaceholderData ? styles.stale : undefined}>
          <CardGrid variant="wide" label={t('mcList.title')}>
            {data.list.map((m) => (
              <CardGridItem key={m.id}>
                <MerchantCard merchant={m} />
              </CardGridItem>
            ))}
          </CardGrid>
          <Pager page={data.page} size={data.size} total={data.total} onChange={(page) => update({ page })} />
        </div>
      )}
    </PageContainer>
  );
}
