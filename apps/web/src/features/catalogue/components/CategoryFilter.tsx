import type { CategoryView } from '@sme/shared/schemas/catalogue';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { findCategoryPath } from '../category-tree';
import styles from './Filters.module.css';

/** Props of CategoryFilter. */
export interface CategoryFilterProps {
  tree: CategoryView[] | undefined;
  loading: boolean;
  value: string | undefined;
  onChange: (categoryId: string | undefined) => void;
}

/** The category tree as a list of choices: top levels always, the children of the chosen branch below it. */
export function CategoryFilter({ tree, loading, value, onChange }: CategoryFilterProps) {
  const { t } = useTranslation('catalogue');
  if (loading && !tree) return <Skeleton active title={false} paragraph={{ rows: 5 }} />;
  const openIds = new Set((value && tree ? findCategoryPath(tree, value) : null)?.map((c) => c.id) ?? []);

  const renderLevel = (nodes: CategoryView[], depth: number) => (
    <ul className={depth === 0 ? styles.categoryList : styles.categorySubList}>
      {nodes.map((node) => {
        const selected = node.id === value;
        return (
          <li key={node.id}>
            <button
              type="button"
              className={[styles.categoryButton, selected ? styles.categorySelected : ''].filter(Boolean).join(' ')}
              aria-current={selected ? 'true' : undefined}
              onClick={() => onChange(selected ? undefined : node.id)}
            >
              <span className={styles.categoryName}>{node.name}</span>
              <span className={styles.categoryCount}>{node.productCount}</span>
            </button>
            {openIds.has(node.id) && node.children && node.children.length > 0 && renderLevel(node.children, depth + 1)}
          </li>
        );
      })}
    </ul>
  );

  return (
    <div>
      <button
        type="button"
        className={[styles.categoryButton, !value ? styles.categorySelected : ''].filter(Boolean).join(' ')}
        aria-current={!value ? 'true' : undefined}
        onClick={() => onChange(undefined)}
      >
        <span className={styles.categoryName}>{t('filters.allCategories')}</span>
      </button>
      {tree && renderLevel(tree, 0)}
    </div>
  );
}
