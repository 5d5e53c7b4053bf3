import type { MembershipTier } from '@sme/shared/membership-plans';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<MembershipTier, string> = { SILVER: 'default', GOLD: 'gold', PLATINUM: 'purple' };

/** A membership tier as a coloured tag. */
export function TierTag({ tier }: { tier: MembershipTier }) {
  const { t } = useTranslation('consoleMembership');
  return <Tag color={COLOURS[tier]}>{t(`tiers.${tier}`)}</Tag>;
}
