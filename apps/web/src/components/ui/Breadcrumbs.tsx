import type { ReactNode } from 'react';
import styles from './Breadcrumbs.module.css';

/**
 * antd's Breadcrumb look (same markup and spacing) without antd's component, which brings Dropdown and Menu for
 * item menus: for pages a first visit lands on (the product page), where those would be the only reason to load them.
 */
export function Breadcrumbs({ items, className }: { items: ReadonlyArray<{ title: ReactNode }>; className?: string }) {
  return (
    <nav className={[styles.breadcrumbs, className].filter(Boolean).join(' ')}>
      <ol>
        {items.flatMap((item, i) => [
          ...(i > 0
            ? [
                <li key={`separator-${i}`} className={styles.separator} aria-hidden>
                  /
                </li>,
              ]
            : []),
          <li key={i}>{item.title}</li>,
        ])}
      </ol>
    </nav>
  );
}
