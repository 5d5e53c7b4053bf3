import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useConsoleMe } from '../access/api/get-console-me';
import { DetailFrame } from '../kit/DetailFrame';
import { useConsoleTitle } from '../shell/use-console-title';
import { useConsoleOffer } from './api/get-console-offer';
import { CouponOfferForm } from './components/CouponOfferForm';
import { OfferUsageDrawer } from './components/OfferUsageDrawer';
import { PromotionStatusTag } from './components/PromotionStatusTag';
import { WithdrawOfferButton } from './components/WithdrawOfferButton';
import { useFeedback } from '@/lib/ui/feedback';

/** /console/promotions/offers/new and /console/promotions/offers/:id: the offer's form, with its usage and withdrawal once saved. */
export function CouponOfferFormPage() {
  const { t } = useTranslation('consolePromotions');
  const { message } = useFeedback();
  const navigate = useNavigate();
  const id = useParams().id;
  const isAdmin = useConsoleMe().data?.isAdmin ?? false;
  const offer = useConsoleOffer(id);
  const [usageOpen, setUsageOpen] = useState(false);
  useConsoleTitle(id ? (offer.data?.titleEn ?? t('tabs.offers')) : t('offers.new'));
  const saved = offer.data;
  return (
    <DetailFrame
      query={id ? offer : null}
      back={{ to: '/console/promotions/offers', label: t('offers.back') }}
      notFoundLabel={t('offers.notFound')}
      title={saved ? t('offers.editTitle', { title: saved.titleEn }) : t('offers.new')}
      tag={saved && <PromotionStatusTag status={saved.status} kind="offer" />}
      actions={
        saved && (
          <Flex gap={8}>
            <Button onClick={() => setUsageOpen(true)}>{t('usage.open')}</Button>
            {saved.status !== 'DISABLED' && <WithdrawOfferButton offer={saved} />}
          </Flex>
        )
      }
    >
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
    </DetailFrame>
  );
}
