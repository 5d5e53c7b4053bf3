import { PictureOutlined } from '@ant-design/icons';
import { Image } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './ProductGallery.module.css';

/** Props of ProductGallery. */
export interface ProductGalleryProps {
  images: readonly string[];
  /** The product's name, for the images' alternative text. */
  name: string;
}

/** The product's pictures: a large one (click to zoom) and a strip of thumbnails choosing it. */
export function ProductGallery({ images, name }: ProductGalleryProps) {
  const { t } = useTranslation('product');
  const [active, setActive] = useState(0);
  const current = images[Math.min(active, images.length - 1)];

  if (!current) {
    return (
      <div className={styles.empty} role="img" aria-label={t('pd.noImage', { name })}>
        <PictureOutlined />
      </div>
    );
  }

  return (
    <div className={styles.gallery}>
      <div className={styles.main}>
        <Image
          src={current}
          alt={t('pd.imageAlt', { name, index: active + 1, count: images.length })}
          className={styles.mainImage}
          // The page's largest paint: the server's HTML already preloads it at this priority (http/web.ts).
          fetchPriority="high"
          preview={{ mask: t('pd.zoom') }}
        />
      </div>
      {images.length > 1 && (
        <ul className={styles.thumbs} aria-label={t('pd.thumbnails')}>
          {images.map((src, i) => (
            <li key={`${src}-${i}`}>
              <button
                type="button"
                className={[styles.thumb, i === active ? styles.thumbActive : ''].filter(Boolean).join(' ')}
                aria-label={t('pd.showImage', { index: i + 1, count: images.length })}
                aria-current={i === active ? 'true' : undefined}
                onClick={() => setActive(i)}
                onMouseEnter={() => setActive(i)}
              >
                <img src={src} alt="" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
