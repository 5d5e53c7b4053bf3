import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** Shown once while the first page's code arrives (later navigations show the progress bar instead). */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
      <Spin size="large" description={t('common.loading')} />
    </div>
  );
}
