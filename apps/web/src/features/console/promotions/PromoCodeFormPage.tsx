import { ArrowLeftOutlined } from '@ant-design/icons';
import { App, Button, Flex, Result, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '@/lib/api';
import { useConsoleMe } from '../access/api/get-console-me';
import { useConsoleTitle } from '../shell/use-console-title';
import { useConsolePromo } from './api/get-console-promo';
import { PromoCodeForm } from './components/PromoCodeForm';
import { PromoEnabledButton } from './components/PromoEnabledButton';
import { PromoUsageDrawer } from './components/PromoUsageDrawer';
import { PromotionStatusTag } from './components/PromotionStatusTag';

/** /console/promotions/codes/new and /console/promotions/codes/:id: the code's form, with its usage and disable / enable once saved. */
export function PromoCodeFormPage() {
  const { t } = useTranslation('consolePromotions');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const id = useParams().id;
  const isAdmin = useConsoleMe().data?.isAdmin ?? false;
  const promo = useConsolePromo(id);
  const [usageOpen, setUsageOpen] = useState(false);
  useConsoleTitle(id ? (promo.data?.code ?? t('tabs.codes')) : t('codes.new'));
  const back = (
    <Link to="/console/promotions">
      <Button type="text" icon={<ArrowLeftOutlined />}>
        {t('codes.back')}
      </Button>
    </Link>
  );
  if (id && promo.isPending) return <Skeleton active />;
  if (id && promo.isError) {
    const missing = promo.error instanceof ApiError && promo.error.status === 404;
    return <Result status={missing ? '404' : 'error'} title={missing ? t('codes.notFound') : promo.error.message} extra={back} />;
  }
  const saved = promo.data;
  return (
    <Flex vertical gap={16}>
      {back}
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Flex align="center" gap={12}>
          <Typography.Title level={1} style={{ margin: 0, fontSize: 22 }}>
            {saved ? t('codes.editTitle', { code: saved.code }) : t('codes.new')}
          </Typography.Title>
          {saved && <PromotionStatusTag status={saved.status} kind="code" />}
        </Flex>
        {saved && (
          <Flex gap={8}>
            <Button onClick={() => setUsageOpen(true)}>{t('usage.open')}</Button>
            <PromoEnabledButton promo={saved} />
          </Flex>
        )}
      </Flex>
      <PromoCodeForm
        key={saved ? `${saved.id}-${saved.updatedAt}` : 'new'}
        {...(saved ? { promo: saved } : {})}
        isAdmin={isAdmin}
        onSaved={(p) => {
          void message.success(t('form.saved'));
          if (!saved) void navigate(`/console/promotions/codes/${p.id}`, { replace: true });
        }}
      />
      {saved && <PromoUsageDrawer promo={saved} open={usageOpen} onClose={() => setUsageOpen(false)} />}
    </Flex>
  );
}
