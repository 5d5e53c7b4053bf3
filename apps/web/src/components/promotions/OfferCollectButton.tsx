import type { CouponOfferView } from '@sme/shared/schemas/promotions';
import { Button, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCollectCoupon } from '@/lib/promotions/collect-coupon';
import { useIsLoggedIn } from '@/lib/session/user-store';
import { feedback } from '@/lib/ui/feedback';
import { useSignInPrompt } from '../SignInPrompt';

/** Props of OfferCollectButton. */
export interface OfferCollectButtonProps {
  offer: CouponOfferView;
  size?: ButtonProps['size'];
}

/**
 * Collect one coupon of an offer. A visitor is asked to sign in first (and comes back here); for a member the
 * server's `canCollect` decides, and the button says why not (collected up to the limit, sold out).
 */
export function OfferCollectButton({ offer, size }: OfferCollectButtonProps) {
  const { t } = useTranslation('coupons');
  const signedIn = useIsLoggedIn();
  const promptSignIn = useSignInPrompt();
  const collect = useCollectCoupon();

  if (offer.remaining === 0) {
    return (
      <Button size={size} disabled>
        {t('offer.soldOut')}
      </Button>
    );
  }
  if (signedIn && !offer.canCollect) {
    return (
      <Button size={size} disabled>
        {offer.heldByMe > 0 ? t('offer.collected') : t('offer.unavailable')}
      </Button>
    );
  }
  const onClick = () => {
    if (!signedIn) promptSignIn(t('offer.signInReason'));
    else collect.mutate(offer.id, { onSuccess: () => void feedback().message.success(t('offer.collectedToast', { title: offer.title })) });
  };
  return (
    <Button type="primary" size={size} loading={collect.isPending} onClick={onClick} aria-label={t('offer.collectNamed', { title: offer.title })}>
      {t('offer.collect')}
    </Button>
  );
}
