import type { ConsoleCouponOfferView } from '@sme/shared/schemas/console-promotions';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useWithdrawOffer } from '../api/withdraw-offer';
import { useFeedback } from '@/lib/ui/feedback';

/**
 * Withdraw an offer for good, after a confirmation that says what members lose: coupons they already hold stop
 * working too (the shop's "usable now" rule needs the offer not withdrawn); orders already placed keep their discount.
 */
export function WithdrawOfferButton({ offer }: { offer: Pick<ConsoleCouponOfferView, 'id' | 'titleEn' | 'issuedCount'> }) {
  const { t } = useTranslation('consolePromotions');
  const { modal, message } = useFeedback();
  const withdraw = useWithdrawOffer();
  const confirm = () =>
    modal.confirm({
      title: t('offers.withdrawTitle', { title: offer.titleEn }),
      content: t('offers.withdrawText', { count: offer.issuedCount }),
      okText: t('offers.withdraw'),
      okButtonProps: { danger: true },
      cancelText: t('form.cancel'),
      onOk: async () => {
        await withdraw.mutateAsync(offer.id);
        void message.success(t('offers.withdrawn'));
      },
    });
  return (
    <Button danger loading={withdraw.isPending} onClick={confirm}>
      {t('offers.withdraw')}
    </Button>
  );
}
