import { CompassOutlined } from '@ant-design/icons';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ButtonLink';
import { PageContainer } from '@/components/PageContainer';
import { StatusPanel } from '@/components/ui/StatusPanel';

/** The 404 page for paths that match no route. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PageContainer width="narrow">
      <StatusPanel
        headingLevel={1}
        icon={<CompassOutlined />}
        code={t('notFound.code')}
        title={t('notFound.title')}
        body={t('notFound.body')}
        actions={
          <Flex gap={12} wrap justify="center">
            <ButtonLink to="/home" type="primary" size="large">
              {t('notFound.backHome')}
            </ButtonLink>
            <ButtonLink to="/contactus" size="large">
              {t('notFound.contactUs')}
            </ButtonLink>
          </Flex>
        }
      />
    </PageContainer>
  );
}
