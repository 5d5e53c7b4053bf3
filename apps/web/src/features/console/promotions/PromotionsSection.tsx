import { Route, Routes } from 'react-router';
import { CouponOfferFormPage } from './CouponOfferFormPage';
import { CouponOffersListPage } from './CouponOffersListPage';
import { PromoCodeFormPage } from './PromoCodeFormPage';
import { PromoCodesListPage } from './PromoCodesListPage';

/** /console/promotions: promo codes (the index) and coupon offers (/offers), each with a form at new and :id. */
export default function PromotionsSection() {
  return (
    <Routes>
      <Route index element={<PromoCodesListPage />} />
      <Route path="codes/new" element={<PromoCodeFormPage />} />
      <Route path="codes/:id" element={<PromoCodeFormPage />} />
      <Route path="offers" element={<CouponOffersListPage />} />
      <Route path="offers/new" element={<CouponOfferFormPage />} />
      <Route path="offers/:id" element={<CouponOfferFormPage />} />
    </Routes>
  );
}
