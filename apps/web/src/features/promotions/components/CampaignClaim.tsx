import { GiftOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/ui/feedback';
import { useRedeemCouponOffer } from '../api/redeem-coupon-offer';

/** Props of CampaignClaim. */
export interface CampaignClaimProps {
  offerId: string;
  /** Called once the coupon is claimed (or the link is dismissed). */
  onDone: () => void;
}

/** A campaign link (/coupons?offer=…): the offer it names, claimed with one click (public or unlisted offers). */
export function CampaignClaim({ offerId, onDone }: CampaignClaimProps) {
  const { t } = useTranslation('coupons');
  const redeem = useRedeemCouponOffer();
  const claim = () =>
    redeem.mutate(offerId, {
      onSuccess: (coupon) => {
        void feedback().message.success(t('campaign.claimed', { title: coupon.title }));
        onDone();
      },
    });
  return (
    <Alert
      type="info"
      showIcon
      icon={<GiftOutlined />}
      title={t('campaign.title')}
      description={t('campaign.body')}
      closable={{ onClose: onDone, 'aria-label': t('campaign.dismiss') }}
      action={
        <Button type="primary" loading={redeem.isPending} onClick={claim}>
          {t('campaign.claim')}
        </Button>
      }
    />
  );
}
