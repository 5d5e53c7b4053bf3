import type { ContentCard } from '@sme/shared/schemas/catalogue';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LOCALE_META, useLocale } from '@/lib/i18n';
import styles from './MerchantSections.module.css';

/** The merchant's latest news: title (to /contentD), date and summary. */
export function MerchantNews({ items }: { items: readonly ContentCard[] }) {
  const { t } = useTranslation('product');
  const locale = useLocale();
  const date = new Intl.DateTimeFormat(LOCALE_META[locale].htmlLang, { dateStyle: 'medium' });
  if (items.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('merchant.noNews')} />;
  return (
    <ul className={styles.news}>
      {items.map((item) => (
        <li key={item.id} className={styles.newsItem}>
          <Link to={`/contentD?id=${encodeURIComponent(item.id)}`} className={styles.newsTitle}>
            {item.title}
          </Link>
          <time dateTime={item.publishedAt} className={styles.newsDate}>
            {date.format(new Date(item.publishedAt))}
          </time>
          {item.summary && <p className={styles.newsSummary}>{item.summary}</p>}
        </li>
      ))}
    </ul>
  );
}
