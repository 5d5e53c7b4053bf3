import { AuditOutlined, CarOutlined, LockOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ButtonLink';
import styles from './Marketplace.module.css';
import { MarketSection } from './MarketSection';

const POINTS: ReadonlyArray<{ key: string; icon: ReactNode }> = [
  { key: 'payment', icon: <LockOutlined /> },
  { key: 'delivery', icon: <CarOutlined /> },
  { key: 'quality', icon: <AuditOutlined /> },
];

/** Trade assurance: the protections a buyer gets (marketing copy, spec section 1), and where to ask about them. */
export function TradeAssurance() {
  const { t } = useTranslation('catalogue');
  return (
    <MarketSection id="assurance" tone="tint" title={t('marketplace.assurance.title')} subtitle={t('marketplace.assurance.subtitle')}>
      <ul className={styles.points}>
        {POINTS.map((p) => (
          <li key={p.key} className={styles.point}>
            <span className={styles.pointIcon} aria-hidden>
              {p.icon}
            </span>
            <h3 className={styles.pointTitle}>{t(`marketplace.assurance.${p.key}.title`)}</h3>
            <p className={styles.pointBody}>{t(`marketplace.assurance.${p.key}.body`)}</p>
          </li>
        ))}
      </ul>
      <div className={styles.centerAction}>
        <ButtonLink to="/contactus" size="large">
          {t('marketplace.assurance.cta')}
        </ButtonLink>
      </div>
    </MarketSection>
  );
}
