import { BrandsStrip } from '../components/marketplace/BrandsStrip';
import { CategoriesSection } from '../components/marketplace/CategoriesSection';
import { CollectionsSection } from '../components/marketplace/CollectionsSection';
import { LatestNews } from '../components/marketplace/LatestNews';
import { MarketplaceBanner } from '../components/marketplace/MarketplaceBanner';
import { MerchantsSection } from '../components/marketplace/MerchantsSection';
import { PopularProducts } from '../components/marketplace/PopularProducts';
import { PublishingSteps } from '../components/marketplace/PublishingSteps';
import { TradeAssurance } from '../components/marketplace/TradeAssurance';
import { TrustSection } from '../components/marketplace/TrustSection';
import { VerifiedSuppliers } from '../components/marketplace/VerifiedSuppliers';

/**
 * /marketplace — every section of spec section 2, each fed by the API: banner and search, categories, popular
 * collections, the four publishing steps, trust, verified suppliers, trade assurance, brands, merchants, products, news.
 * Each section loads, fails and retries on its own, so one slow answer never blanks the page.
 */
export default function MarketplacePage() {
  return (
    <>
      <MarketplaceBanner />
      <CategoriesSection />
      <CollectionsSection />
      <PopularProducts />
      <PublishingSteps />
      <VerifiedSuppliers />
      <TrustSection />
      <MerchantsSection />
      <TradeAssurance />
      <BrandsStrip />
      <LatestNews />
    </>
  );
}
