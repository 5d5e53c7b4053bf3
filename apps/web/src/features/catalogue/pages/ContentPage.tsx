import { ArrowLeftOutlined, ShopOutlined } from '@ant-design/icons';
import { Result, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ButtonLink';
import { ContentCard } from '@/features/catalogue/components/ContentCard';
import { formatDate } from '@/lib/format/format-date';
import { ListError } from '@/components/ui/ListStates';
import { merchantPath } from '@/components/catalogue/MerchantCard';
import { VerifiedBadge } from '@/components/catalogue/VerifiedBadge';
import { PageContainer } from '@/components/PageContainer';
import { ApiError } from '@/lib/api';
import { useLocale } from '@/lib/i18n';
import { useContent } from '../api/get-content';
import { useContents } from '../api/get-contents';
import { ListHeader } from '../components/ListHeader';
import styles from './ContentPage.module.css';

/** /contentD?id=… — one news item, article or help page: title, date, cover, sanitised body, merchant and related items. */
export default function ContentPage() {
  const { t } = useTranslation('catalogue');
  const locale = useLocale();
  const [search] = useSearchParams();
  const id = search.get('id');
  const content = useContent(id);
  const item = content.data;
  const related = useContents({ kind: item?.kind, size: 4 });
  const relatedItems = (related.data?.list ?? []).filter((c) => c.id !== item?.id).slice(0, 3);

  const notFound = !id || (content.error instanceof ApiError && content.error.status === 404);
  if (notFound) {
    return (
      <PageContainer width="narrow">
        <Result
          status="404"
          title={t('contentD.notFoundTitle')}
          subTitle={t('contentD.notFoundBody')}
          extra={
            <ButtonLink to="/newsList" type="primary">
              {t('contentD.backToNews')}
            </ButtonLink>
          }
        />
      </PageContainer>
    );
  }
  if (content.isError) {
    return (
      <PageContainer width="narrow">
        <ListError onRetry={() => void content.refetch()} />
      </PageContainer>
    );
  }
  if (!item) {
    return (
      <PageContainer width="narrow">
        <div aria-busy="true" aria-label={t('state.loading')}>
          <Skeleton active title={{ width: '70%' }} paragraph={{ rows: 2 }} />
          <div className={styles.coverSkeleton} />
          <Skeleton active paragraph={{ rows: 8 }} />
        </div>
      </PageContainer>
    );
  }

  const listPath = item.kind === 'NEWS' ? '/newsList' : `/newsList?kind=${item.kind}`;
  return (
    <PageContainer width="narrow">
      <article className={styles.article}>
        <ListHeader
          title={item.title}
          crumbs={[{ label: t(`content.kindPlural.${item.kind}`), to: listPath }, { label: item.title }]}
          extra={
            <div className={styles.meta}>
              <Tag>{t(`content.kind.${item.kind}`)}</Tag>
              <time dateTime={item.publishedAt}>{formatDate(item.publishedAt, locale)}</time>
              {item.merchant && (
                <Link to={merchantPath(item.merchant.id)} className={styles.merchant}>
                  <ShopOutlined aria-hidden /> {item.merchant.name}
                  {item.merchant.isVerified && <VerifiedBadge />}
                </Link>
              )}
            </div>
          }
        />
        {item.summary && <p className={styles.lead}>{item.summary}</p>}
        {item.coverUrl && <img className={styles.cover} src={item.coverUrl} alt="" />}
        {/* The server sanitised this HTML (allow-list of tags and attributes) before storing and serving it. */}
        <div className={styles.body} dangerouslySetInnerHTML={{ __html: item.bodyHtml }} />
        <p className={styles.back}>
          <Link to={listPath}>
            <ArrowLeftOutlined aria-hidden /> {t('contentD.backTo', { list: t(`content.kindPlural.${item.kind}`) })}
          </Link>
        </p>
      </article>
      {relatedItems.length > 0 && (
        <section className={styles.related} aria-labelledby="related-title">
          <h2 id="related-title" className={styles.relatedTitle}>
            {t('contentD.related')}
          </h2>
          <div className={styles.relatedGrid}>
            {relatedItems.map((c) => (
              <ContentCard key={c.id} content={c} hideKind />
            ))}
          </div>
        </section>
      )}
    </PageContainer>
  );
}
