import { useTranslation } from 'react-i18next';
import { ClosingBand } from '../components/home/ClosingBand';
import { FeatureBand } from '../components/home/FeatureBand';
import { HomeHero } from '../components/home/HomeHero';
import { MarketplaceSection } from '../components/home/MarketplaceSection';
import { MerchantSection } from '../components/home/MerchantSection';
import { OfferingsSection } from '../components/home/OfferingsSection';
import { PaymentMethods } from '../components/home/PaymentMethods';
import { PlansPreview } from '../components/home/PlansPreview';
import { SolutionsSection } from '../components/home/SolutionsSection';
import { StepsSection } from '../components/home/StepsSection';
import { WhyUsSection } from '../components/home/WhyUsSection';
import { ContractIllustration } from '../components/illustrations/ContractIllustration';
import { GlobeIllustration } from '../components/illustrations/GlobeIllustration';
import { IdentityIllustration } from '../components/illustrations/IdentityIllustration';
import { PaymentIllustration } from '../components/illustrations/PaymentIllustration';
import { PortalIllustration } from '../components/illustrations/PortalIllustration';
import { StorefrontIllustration } from '../components/illustrations/StorefrontIllustration';
import { TradeFinanceIllustration } from '../components/illustrations/TradeFinanceIllustration';
import { ButtonLink } from '@/components/ButtonLink';
import { TENURE_RANGE } from '../loan-range';

/** /home: every landing section of spec section 2, in the spec's order. */
export default function HomePage() {
  const { t } = useTranslation('marketing');
  return (
    <>
      <HomeHero />
      <SolutionsSection />
      <FeatureBand section="crossBorder" tone="tint" art={(label) => <GlobeIllustration label={label} />} />
      <FeatureBand
        section="tradeFinance"
        reverse
        vars={TENURE_RANGE}
        art={(label) => <TradeFinanceIllustration label={label} />}
        actions={
          <ButtonLink to="/loan" type="primary" size="large">
            {t('home.tradeFinance.cta')}
          </ButtonLink>
        }
      />
      <FeatureBand section="marketplaceAccess" tone="tint" art={(label) => <StorefrontIllustration label={label} />} />
      <WhyUsSection />
      <StepsSection />
      <FeatureBand
        section="crm"
        tone="tint"
        art={(label) => <PortalIllustration label={label} />}
        actions={
          <ButtonLink to="/profile" size="large">
            {t('home.crm.cta')}
          </ButtonLink>
        }
      />
      <MarketplaceSection />
      <FeatureBand section="smartContract" tone="tint" reverse art={(label) => <ContractIllustration label={label} />} />
      <MerchantSection />
      <FeatureBand section="digitalPayment" tone="tint" points={0} art={(label) => <PaymentIllustration label={label} />} extra={<PaymentMethods />} />
      <FeatureBand section="blockchainIdentity" reverse art={(label) => <IdentityIllustration label={label} />} />
      <PlansPreview />
      <OfferingsSection />
      <ClosingBand />
    </>
  );
}
