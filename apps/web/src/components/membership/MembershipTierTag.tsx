import type { MembershipTier } from '@sme/shared/membership-plans';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Each tier's tag colour (antd presets, close to the plan cards' dots). */
const COLOURS: Record<MembershipTier, string> = { SILVER: 'default', GOLD: 'gold', PLATINUM: 'cyan' };

/** A membership tier as a small coloured tag ("Gold"), in the reader's language. */
export function MembershipTierTag({ tier, className }: { tier: MembershipTier; className?: string }) {
  const { t } = useTranslation('membership');
  return (
    <Tag color={COLOURS[tier]} className={className} variant="filled">
      {t(`tier.${tier}`)}
    </Tag>
  );
}
