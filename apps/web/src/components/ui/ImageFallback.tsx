import { PictureOutlined } from '@ant-design/icons';
import styles from './ImageFallback.module.css';

/** The tile shown where a product or merchant has no image: decorative, the name is next to it. */
export function ImageFallback({ className }: { className?: string }) {
  return (
    <div className={[styles.fallback, className].filter(Boolean).join(' ')} aria-hidden>
      <PictureOutlined />
    </div>
  );
}
