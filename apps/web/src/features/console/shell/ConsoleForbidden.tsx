import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Shown to a signed-in member without a console role (the server answers 403 for every console call). */
export function ConsoleForbidden() {
  const { t } = useTranslation('console');
  return (
    <Result
      status="403"
      title={t('forbidden.title')}
      subTitle={t('forbidden.body')}
      extra={
        <Link to="/home">
          <Button type="primary">{t('forbidden.backToShop')}</Button>
        </Link>
      }
    />
  );
}
