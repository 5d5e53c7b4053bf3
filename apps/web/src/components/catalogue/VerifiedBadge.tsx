import { SafetyCertificateFilled } from '@ant-design/icons';
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './VerifiedBadge.module.css';

/** The verified-supplier mark: an icon with its name for screen readers, or the icon and the word. */
export function VerifiedBadge({ withText = false }: { withText?: boolean }) {
  const { t } = useTranslation('catalogue');
  if (withText) {
    return (
      <span className={styles.badge}>
        <SafetyCertificateFilled aria-hidden /> {t('merchant.verified')}
      </span>
    );
  }
  return (
    <Tooltip title={t('merchant.verifiedHint')}>
      <SafetyCertificateFilled className={styles.icon} role="img" aria-label={t('merchant.verified')} />
    </Tooltip>
  );
}
