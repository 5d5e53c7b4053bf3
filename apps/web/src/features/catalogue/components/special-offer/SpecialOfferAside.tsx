import { useTranslation } from 'react-i18next';
import { OfferProductSummary } from './OfferProductSummary';
import styles from './SpecialOfferAside.module.css';

/** Beside the request form: the product (when known) and what happens after sending. */
export function SpecialOfferAside({ productId }: { productId: string | null }) {
  const { t } = useTranslation('product');
  const steps = ['send', 'confirm', 'quote'] as const;
  return (
    <aside className={styles.aside}>
      {productId && <OfferProductSummary productId={productId} />}
      <section className={styles.card} aria-labelledby="special-offer-next">
        <h2 id="special-offer-next" className={styles.heading}>
          {t('specialOffer.nextTitle')}
        </h2>
        <ol className={styles.steps}>
          {steps.map((step, i) => (
            <li key={step}>
              <span className={styles.stepNo} aria-hidden>
                {i + 1}
              </span>
              <span>{t(`specialOffer.next.${step}`)}</span>
            </li>
          ))}
        </ol>
      </section>
    </aside>
  );
}
