import { Empty, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { RichText } from '../detail/RichText';
import styles from './ProductInfoTabs.module.css';

/** The product's description and terms (sanitised HTML from the server), one tab each. */
export function ProductInfoTabs({ descriptionHtml, termsHtml }: { descriptionHtml: string | null; termsHtml: string | null }) {
  const { t } = useTranslation('product');
  const body = (html: string | null, empty: string) => (html ? <RichText html={html} /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />);
  return (
    <section className={styles.section} aria-label={t('pd.details')}>
      <Tabs
        size="large"
        items={[
          { key: 'description', label: t('pd.description'), children: body(descriptionHtml, t('pd.noDescription')) },
          { key: 'terms', label: t('pd.terms'), children: body(termsHtml, t('pd.noTerms')) },
        ]}
      />
    </section>
  );
}
