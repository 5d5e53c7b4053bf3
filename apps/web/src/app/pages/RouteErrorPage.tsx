import { WarningOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { PageContainer } from '@/components/PageContainer';
import { StatusPanel } from '@/components/ui/StatusPanel';

/** Shown when a page fails to load or render, typically a stale chunk after a release; reloading fixes that. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <PageContainer width="narrow">
      <StatusPanel
        headingLevel={1}
        icon={<WarningOutlined />}
        title={t('routeError.title')}
        body={t('routeError.body')}
        actions={
          <Flex gap={12} wrap justify="center">
            <Button type="primary" size="large" onClick={() => window.location.reload()}>
              {t('routeError.reload')}
            </Button>
            <Button size="large" href="/home">
              {t('routeError.backHome')}
            </Button>
          </Flex>
        }
      />
    </PageContainer>
  );
}
