import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './ListFailed.module.css';

/** The error state of a money list: what happened and a retry. */
export function ListFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('consolePayments');
  return (
    <Alert
      type="error"
      showIcon
      className={styles.failed}
      title={t('loadFailed')}
      action={
        <Button size="small" onClick={onRetry}>
          {t('retry')}
        </Button>
      }
    />
  );
}
