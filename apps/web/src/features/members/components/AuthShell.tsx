import { CheckCircleFilled, LockOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '@/components/BrandMark';
import styles from './AuthShell.module.css';

const POINTS = ['marketplace', 'services', 'membership'] as const;

/** The frame of the sign-in, registration and password pages: what an account gives beside the form. */
export function AuthShell({ title, subtitle, children }: { title: ReactNode; subtitle?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('accounts');
  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <aside className={styles.aside}>
          <div className={styles.brand}>
            <BrandMark size={40} />
            <span>{t('common:brand.name')}</span>
          </div>
          <p className={styles.asideTitle}>{t('aside.title')}</p>
          <ul className={styles.points}>
            {POINTS.map((point) => (
              <li key={point}>
                <CheckCircleFilled aria-hidden className={styles.pointIcon} />
                <span>{t(`aside.${point}`)}</span>
              </li>
            ))}
          </ul>
          <p className={styles.security}>
            <LockOutlined aria-hidden /> {t('aside.security')}
          </p>
        </aside>
        <section className={styles.main}>
          <h1 className={styles.title}>{title}</h1>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
          {children}
        </section>
      </div>
    </div>
  );
}
