import type { CategoryView } from '@sme/shared/schemas/catalogue';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CategoryIcon } from './CategoryIcon';
import styles from './CategoryStrip.module.css';

/** Props of CategoryStrip. */
export interface CategoryStripProps {
  categories: CategoryView[];
  /** Choose a category in place (the list page keeps its other filters)… */
  onSelect?: (categoryId: string) => void;
  /** …or link to a page for it (the marketplace). */
  linkTo?: (categoryId: string) => string;
  /** Accessible name of the group. */
  label: string;
}

/** Is the category icon a picture (URL) rather than a glyph? */
const isImage = (icon: string) => /^(https?:)?\/|^data:image\//.test(icon);

/** The back office's picture or glyph when it set one, else the category's own icon. */
function TileIcon({ category }: { category: CategoryView }) {
  if (!category.icon) return <CategoryIcon slug={category.slug} />;
  return isImage(category.icon) ? <img src={category.icon} alt="" /> : <>{category.icon}</>;
}

/** Categories as large, scrollable chips with their icon, full name (wrapped, never cut) and product count (the lead of /pl). */
export function CategoryStrip({ categories, onSelect, linkTo, label }: CategoryStripProps) {
  const { t } = useTranslation('catalogue');
  if (categories.length === 0) return null;
  return (
    <nav className={styles.strip} aria-label={label}>
      <ul className={styles.list}>
        {categories.map((c) => {
          const inner: ReactNode = (
            <>
              <span className={styles.icon} aria-hidden>
                <TileIcon category={c} />
              </span>
              <span className={styles.text}>
                <span className={styles.name}>{c.name}</span>
                <span className={styles.count}>{t('category.productCount', { count: c.productCount })}</span>
              </span>
            </>
          );
          return (
            <li key={c.id}>
              {linkTo ? (
                <Link to={linkTo(c.id)} className={styles.item}>
                  {inner}
                </Link>
              ) : (
                <button type="button" className={styles.item} onClick={() => onSelect?.(c.id)}>
                  {inner}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
