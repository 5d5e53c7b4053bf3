import { TagOutlined } from '@ant-design/icons';
import type { TagView } from '@sme/shared/schemas/catalogue';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MerchantCard } from '@/components/catalogue/MerchantCard';
import { useTagSearch } from '@/lib/catalogue/search-tags';
import { useMerchants } from '../api/get-merchants';
import styles from './SearchExtras.module.css';

/** Link to the products carrying a tag. */
export const tagPath = (id: string) => `/pmsList?tagId=${encodeURIComponent(id)}`;

/** Tags as links to their products. */
export function TagLinks({ tags, label }: { tags: TagView[]; label: string }) {
  if (tags.length === 0) return null;
  return (
    <nav aria-label={label}>
      <ul className={styles.tags}>
        {tags.map((tag) => (
          <li key={tag.id}>
            <Link to={tagPath(tag.id)} className={styles.tag}>
              <TagOutlined aria-hidden /> {tag.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** What else matched a search, shown above the products: merchants (up to four) and tags. */
export function SearchExtras({ keyword }: { keyword: string }) {
  const { t } = useTranslation('catalogue');
  const merchants = useMerchants({ keyword, size: 4 });
  const tags = useTagSearch(keyword);
  const merchantList = merchants.data?.list ?? [];
  const tagList = tags.data ?? [];
  if (merchantList.length === 0 && tagList.length === 0) return null;

  return (
    <div className={styles.extras}>
      {tagList.length > 0 && (
        <section className={styles.section} aria-labelledby="search-tags">
          <h2 id="search-tags" className={styles.heading}>
            {t('search.matchingTags')}
          </h2>
          <TagLinks tags={tagList.slice(0, 12)} label={t('search.matchingTags')} />
        </section>
      )}
      {merchantList.length > 0 && (
        <section className={styles.section} aria-labelledby="search-merchants">
          <div className={styles.sectionHead}>
            <h2 id="search-merchants" className={styles.heading}>
              {t('search.matchingMerchants', { count: merchants.data?.total ?? merchantList.length })}
            </h2>
            {(merchants.data?.total ?? 0) > merchantList.length && (
              <Link to={`/mcList?keyword=${encodeURIComponent(keyword)}`}>{t('search.allMerchants')}</Link>
            )}
          </div>
          <div className={styles.merchants}>
            {merchantList.map((m) => (
              <MerchantCard key={m.id} merchant={m} />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
