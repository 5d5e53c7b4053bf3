import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListEmpty } from '@/components/ui/ListStates';
import { useTags } from '../api/get-tags';
import { TagLinks } from './SearchExtras';
import styles from './SearchExtras.module.css';

/** "No results" for a search: tips, popular tags to try instead, and a way to browse by category. */
export function SearchNoResults({ keyword, filtered, onClear }: { keyword: string; filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation('catalogue');
  const tags = useTags();
  return (
    <ListEmpty
      title={t('search.noResultsTitle', { keyword })}
      body={
        <>
          <span>{t('search.noResultsBody')}</span>
          <ul className={styles.tips}>
            {filtered && (
              <li>
                <button type="button" className={styles.inlineButton} onClick={onClear}>
                  {t('search.tipClearFilters')}
                </button>
              </li>
            )}
            <li>{t('search.tipSpelling')}</li>
            <li>{t('search.tipFewerWords')}</li>
            <li>
              <Link to="/pl">{t('search.tipBrowse')}</Link>
            </li>
          </ul>
        </>
      }
      action={
        tags.data && tags.data.length > 0 ? (
          <div className={styles.suggested}>
            <p className={styles.heading}>{t('search.tryTags')}</p>
            <TagLinks tags={tags.data.slice(0, 10)} label={t('search.tryTags')} />
          </div>
        ) : undefined
      }
    />
  );
}
