import { ReloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { LazyResult } from '@/components/ui/LazyResult';

/** A page whose data could not be loaded (the client already said why in a toast): say so and offer a retry. */
export function LoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying?: boolean }) {
  const { t } = useTranslation('product');
  return (
    <LazyResult
      status="warning"
      title={t('common.loadFailedTitle')}
      subTitle={t('common.loadFailedBody')}
      extra={
        <Button type="primary" icon={<ReloadOutlined />} loading={retrying} onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
