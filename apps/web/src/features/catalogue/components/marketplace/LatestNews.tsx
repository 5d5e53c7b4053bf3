import { useTranslation } from 'react-i18next';
import { ContentCard } from '@/features/catalogue/components/ContentCard';
import { useContents } from '../../api/get-contents';
import styles from './Marketplace.module.css';
import { MarketSection } from './MarketSection';
import { SectionFallback } from './SectionFallback';

/** The latest news, three cards, with the way to the news list. */
export function LatestNews() {
  const { t } = useTranslation('catalogue');
  const news = useContents({ kind: 'NEWS', size: 3 });
  if (news.data && news.data.list.length === 0) return null;
  return (
    <MarketSection
      id="news"
      tone="tint"
      title={t('marketplace.news.title')}
      subtitle={t('marketplace.news.subtitle')}
      more={{ to: '/newsList', label: t('marketplace.news.more') }}
    >
      {!news.data ? (
        <SectionFallback query={news} variant="content" count={3} />
      ) : (
        <div className={styles.newsGrid}>
          {news.data.list.map((c) => (
            <ContentCard key={c.id} content={c} hideKind />
          ))}
        </div>
      )}
    </MarketSection>
  );
}
