import { CONTENT_KINDS, type ContentKind } from '@sme/shared/schemas/catalogue';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CardGrid, CardGridItem } from '@/components/ui/CardGrid';
import { ContentCard } from '@/features/catalogue/components/ContentCard';
import { CardGridSkeleton, ListEmpty, ListError } from '@/components/ui/ListStates';
import { Pager } from '@/components/ui/Pager';
import { parsePage } from '@/lib/hooks/use-page-param';
import { PageContainer } from '@/components/PageContainer';
import { useContents } from '../api/get-contents';
import { ListHeader } from '../components/ListHeader';
import styles from './NewsListPage.module.css';

/** The kind in the URL, News when absent or unknown. */
function readKind(raw: string | null): ContentKind {
  return (CONTENT_KINDS as readonly string[]).includes(raw ?? '') ? (raw as ContentKind) : 'NEWS';
}

/** /newsList — news, articles and help pages in tabs, newest first, with pages; kind and page live in the URL. */
export default function NewsListPage() {
  const { t } = useTranslation('catalogue');
  const [search, setSearch] = useSearchParams();
  const kind = readKind(search.get('kind'));
  const page = parsePage(search.get('page'));
  const contents = useContents({ kind, page, size: 12 });
  const data = contents.data;

  const go = (nextKind: ContentKind, nextPage = 1) => {
    const out = new URLSearchParams();
    if (nextKind !== 'NEWS') out.set('kind', nextKind);
    if (nextPage > 1) out.set('page', String(nextPage));
    setSearch(out);
  };

  return (
    <PageContainer>
      <ListHeader title={t('newsList.title')} subtitle={t('newsList.subtitle')} crumbs={[{ label: t('newsList.title') }]} />
      <Tabs
        activeKey={kind}
        onChange={(key) => go(key as ContentKind)}
        items={CONTENT_KINDS.map((k) => ({ key: k, label: t(`content.kindPlural.${k}`) }))}
        className={styles.tabs}
      />
      {contents.isError && !data ? (
        <ListError onRetry={() => void contents.refetch()} />
      ) : !data ? (
        <CardGridSkeleton variant="content" count={6} />
      ) : data.list.length === 0 ? (
        <ListEmpty title={t('newsList.emptyTitle')} body={t('newsList.emptyBody')} />
      ) : (
        <div className={contents.isPlaceholderData ? styles.stale : undefined}>
          <CardGrid variant="wide" label={t(`content.kindPlural.${kind}`)}>
            {data.list.map((item) => (
              <CardGridItem key={item.id}>
                <ContentCard content={item} hideKind />
              </CardGridItem>
            ))}
          </CardGrid>
          <Pager page={data.page} size={data.size} total={data.total} onChange={(p) => go(kind, p)} />
        </div>
      )}
    </PageContainer>
  );
}
