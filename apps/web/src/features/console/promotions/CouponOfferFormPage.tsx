import { ArrowLeftOutlined } from '@ant-design/icons';
import { App, Button, Flex, Result, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '@/lib/api';
import { useConsoleMe } from '../access/api/get-console-me';
import { useConsoleTitle } from '../shell/use-console-title';
import { useConsoleOffer } from './api/get-console-offer';
import { CouponOfferForm } from './components/CouponOfferForm';
import { OfferUsageDrawer } from './components/OfferUsageDrawer';
import { PromotionStatusTag } from './components/PromotionStatusTag';
import { WithdrawOfferButton } from './components/WithdrawOfferButton';

/** /console/promotions/offers/new and /console/promotions/offers/:id: the offer's form, with its usage and withdrawal once saved. */
export function CouponOfferFormPage() {
  const { t } = useTranslation('consolePromotions');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const id = useParams().id;
  const isAdmin = useConsoleMe().data?.isAdmin ?? false;
  const offer = useConsoleOffer(id);
  const [usageOpen, setUsageOpen] = useState(false);
  useConsoleTitle(id ? (offer.data?.titleEn ?? t('tabs.offers')) : t('offers.new'));
  const back = (
    <Link to="/console/promotions/offers">
      <Button type="text" icon={<ArrowLeftOutlined />}>
        {t('offers.back')}
      </Button>
    </Link>
  );
  if (id && offer.isPending) return <Skeleton active />;
  if (id && offer.isError) {
    const missing = offer.error instanceof ApiError && offer.error.status === 404;
    return <Result status={missing ? '404' : 'error'} title={missing ? t('offers.notFound') : offer.error.message} extra={back} />;
  }
  const saved = offer.data;
  return (
    <Flex vertical gap={16}>
      {back}
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Flex align="center" gap={12}>
          <Typography.Title level={1} style={{ margin: 0, fontSize: 22 }}>
            {saved ? t('offers.editTitle', { title: saved.titleEn }) : t('offers.new')}
          </Typography.Title>
          {saved && <PromotionStatusTag status={saved.status} kind="offer" />}
        </Flex>
        {saved && (
          <Flex gap={8}>
            <Button onClick={() => setUsageOpen(true)}>{t('usage.open')}</Button>
            {saved.status !== 'DISABLED' && <WithdrawOfferButton offer={saved} />}
          </Flex>
        )}
      </Flex>
      <CouponOfferForm
        key={saved ? `${saved.id}-${saved.updatedAt}` : 'new'}
        {...(saved ? { offer: saved } : {})}
        isAdmin={isAdmin}
        onSaved={(o) => {
          void message.success(t('form.saved'));
          if (!saved) void navigate(`/console/promotions/offers/${o.id}`, { replace: true });
        }}
      />
      {saved && <OfferUsageDrawer offer={{ id: saved.id, title: saved.titleEn }} open={usageOpen} onClose={() => setUsageOpen(false)} />}
    </Flex>
  );
}
