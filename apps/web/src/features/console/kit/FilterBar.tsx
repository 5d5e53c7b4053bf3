import type { ReactNode } from 'react';
import styles from './FilterBar.module.css';

interface FilterBarProps {
  /** The accessible name of the filter group, making it a "search" landmark; absent for a plain toolbar row. */
  label?: string;
  /** Buttons shown at the end of the bar when a page has no header of its own. */
  actions?: ReactNode;
  children: ReactNode;
}

/** The row above a console table: its filters (each writing to the URL through useUrlFilters) and the page's actions. */
export function FilterBar({ label, actions, children }: FilterBarProps) {
  const filters = (
    <div className={styles.filters} role={label ? 'search' : undefined} aria-label={label}>
      {children}
    </div>
  );
  return (
    <div className={styles.bar}>
      {filters}
      {actions}
    </div>
  );
}

/** Class names for filter controls outside the kit's own (date ranges, pickers) that should line up with them. */
export const filterClasses = styles;
