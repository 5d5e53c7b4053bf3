import type { ContentCard as ContentCardData } from '@sme/shared/schemas/catalogue';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '@/lib/i18n';
import styles from './ContentCard.module.css';
import { formatDate } from '@/lib/format/format-date';
import { ImageFallback } from '@/components/ui/ImageFallback';

/** Props of ContentCard. */
export interface ContentCardProps {
  content: ContentCardData;
  /** Hide the kind tag where every card has the same kind. */
  hideKind?: boolean;
}

/** Link to a content item's page. */
export const contentPath = (id: string) => `/contentD?id=${encodeURIComponent(id)}`;

/** A news item, article or help page in a list: cover, kind, date, title, summary and its merchant. */
export function ContentCard({ content, hideKind = false }: ContentCardProps) {
  const { t } = useTranslation('catalogue');
  const locale = useLocale();
  return (
    <article className={styles.card} aria-label={content.title}>
      <div className={styles.cover}>{content.coverUrl ? <img src={content.coverUrl} alt="" loading="lazy" decoding="async" /> : <ImageFallback />}</div>
      <div className={styles.body}>
        <div className={styles.meta}>
          {!hideKind && <Tag className={styles.kind}>{t(`content.kind.${content.kind}`)}</Tag>}
          <time dateTime={content.publishedAt}>{formatDate(content.publishedAt, locale)}</time>
        </div>
        <h3 className={styles.title}>
          <Link to={contentPath(content.id)} className={styles.link}>
            {content.title}
          </Link>
        </h3>
        {content.summary && <p className={styles.summary}>{content.summary}</p>}
        {content.merchant && <div className={styles.merchant}>{content.merchant.name}</div>}
      </div>
    </article>
  );
}
