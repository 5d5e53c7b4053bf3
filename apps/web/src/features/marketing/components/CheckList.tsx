import { CheckOutlined } from '@ant-design/icons';
import styles from './CheckList.module.css';

/** A list of short benefit lines, each led by a check mark. */
export function CheckList({ items, onDark = false }: { items: string[]; onDark?: boolean }) {
  return (
    <ul className={[styles.list, onDark ? styles.onDark : ''].join(' ')}>
      {items.map((item) => (
        <li key={item} className={styles.item}>
          <span className={styles.icon} aria-hidden>
            <CheckOutlined />
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
