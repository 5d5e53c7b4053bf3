import type { SpecialOrderCreated } from '@sme/shared/schemas/catalogue';
import { Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ButtonLink';
import { PageContainer } from '@/components/PageContainer';
import { useProfile } from '@/lib/session/get-profile';
import { catalogueId } from '../api/catalogue-id';
import { SpecialOfferAside } from '../components/special-offer/SpecialOfferAside';
import { SpecialOfferForm } from '../components/special-offer/SpecialOfferForm';
import styles from './SpecialOfferPage.module.css';

/** /specialOffer: a special (wholesale) order request, prefilled from the product link and the member's profile. */
export default function SpecialOfferPage() {
  const { t } = useTranslation('product');
  const [params] = useSearchParams();
  const profile = useProfile();
  const [created, setCreated] = useState<SpecialOrderCreated | null>(null);
  const productId = catalogueId(params.get('productId'));

  if (created) {
    return (
      <PageContainer width="narrow">
        <Result
          status="success"
          title={<h1 className={styles.doneTitle}>{t('specialOffer.successTitle')}</h1>}
          subTitle={t('specialOffer.successBody', { email: created.confirmationSentTo })}
          extra={
            <div className={styles.doneActions}>
              {productId && (
                <ButtonLink to={`/pd?id=${encodeURIComponent(productId)}`} type="primary" size="large">
                  {t('specialOffer.backToProduct')}
                </ButtonLink>
              )}
              <ButtonLink to="/pl" size="large">
                {t('specialOffer.keepBrowsing')}
              </ButtonLink>
            </div>
          }
        >
          <p className={styles.reference}>{t('specialOffer.reference', { id: created.id })}</p>
        </Result>
      </PageContainer>
    );
  }

  return (
    <PageContainer title={t('specialOffer.title')} subtitle={t('specialOffer.subtitle')}>
      <div className={styles.layout}>
        <SpecialOfferForm query={params} profile={profile.data} onCreated={setCreated} />
        <SpecialOfferAside productId={productId} />
      </div>
    </PageContainer>
  );
}
