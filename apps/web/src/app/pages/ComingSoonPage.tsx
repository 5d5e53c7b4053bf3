import { RocketOutlined } from '@ant-design/icons';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteKey } from '@/app/layout/use-document-title';
import { ButtonLink } from '@/components/ButtonLink';
import { PageContainer } from '@/components/PageContainer';
import { StatusPanel } from '@/components/ui/StatusPanel';

/**
 * The honest state of a route whose feature lands in a later issue: it names the feature and offers a way on.
 * No sample data, no dead forms.
 */
export default function ComingSoonPage() {
  const { t, i18n } = useTranslation();
  const key = useRouteKey() ?? 'home';
  const feature = t(`route.${key}`);
  const description = i18n.exists(`common:routeDesc.${key}`) ? t(`routeDesc.${key}`) : undefined;

  return (
    <PageContainer eyebrow={t('comingSoon.badge')} title={feature} subtitle={description} width="narrow">
      <StatusPanel
        icon={<RocketOutlined />}
        title={t('comingSoon.title', { feature })}
        body={t('comingSoon.body', { brand: t('brand.name') })}
        actions={
          <Flex gap={12} wrap justify="center">
            <ButtonLink to="/home" type="primary" size="large">
              {t('comingSoon.backHome')}
            </ButtonLink>
            <ButtonLink to="/contactus" size="large">
              {t('comingSoon.contactUs')}
            </ButtonLink>
          </Flex>
        }
        note={t('comingSoon.questions')}
      />
    </PageContainer>
  );
}
