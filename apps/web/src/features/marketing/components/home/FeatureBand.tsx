import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MarketingSection } from '../MarketingSection';
import { SplitFeature } from '../SplitFeature';

/** Props of one home-page feature band; `section` names its block under `home.` in marketing.json. */
export interface FeatureBandProps {
  section: string;
  tone?: 'plain' | 'tint';
  /** Renders the illustration, given its translated description. */
  art: (label: string) => ReactNode;
  reverse?: boolean;
  actions?: ReactNode;
  extra?: ReactNode;
  /** Interpolation values for the section's texts. */
  vars?: Record<string, string | number>;
  /** Number of `pointN` lines the section has (0 for none). */
  points?: number;
}

/** A landing-page band built from one marketing.json block: eyebrow, title, body, points and illustration. */
export function FeatureBand({ section, tone = 'plain', art, reverse, actions, extra, vars, points = 3 }: FeatureBandProps) {
  const { t } = useTranslation('marketing');
  const key = (name: string) => t(`home.${section}.${name}`, vars ?? {});
  const id = section.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  return (
    <MarketingSection id={id} tone={tone}>
      <SplitFeature
        id={id}
        eyebrow={key('eyebrow')}
        title={key('title')}
        body={key('body')}
        points={Array.from({ length: points }, (_, i) => key(`point${i + 1}`))}
        art={art(key('illustrationLabel'))}
        reverse={reverse}
        actions={actions}
        extra={extra}
      />
    </MarketingSection>
  );
}
