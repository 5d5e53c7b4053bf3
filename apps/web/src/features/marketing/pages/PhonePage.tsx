import { AndroidOutlined, AppleOutlined } from '@ant-design/icons';
import { QRCode } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '@/components/PageContainer';
import { CheckList } from '../components/CheckList';
import { PhoneIllustration } from '../components/illustrations/PhoneIllustration';
import { ButtonLink } from '@/components/ButtonLink';
import styles from './PhonePage.module.css';

const FEATURE_KEYS = ['shop', 'orders', 'apply', 'chat', 'meet', 'language'] as const;

/**
 * /phone: how to use the platform on a phone. There are no native apps yet, so the page says so and offers
 * the mobile site (with a QR code of this very site) instead of store badges that lead nowhere.
 */
export default function PhonePage() {
  const { t } = useTranslation('marketing');
  const siteUrl = `${window.location.origin}/home`;
  return (
    <PageContainer title={t('phone.title')} subtitle={t('phone.subtitle')}>
      <div className={styles.top}>
        <div>
          <div className={styles.scan}>
            <QRCode type="svg" value={siteUrl} size={148} color="#0B2545" bordered={false} aria-label={t('phone.scan.qrLabel')} />
            <div>
              <h2 className={styles.h2}>{t('phone.scan.title')}</h2>
              <p className={styles.text}>{t('phone.scan.body')}</p>
              <a className={styles.url} href={siteUrl}>
                {siteUrl.replace(/^https?:\/\//, '')}
              </a>
            </div>
          </div>
        </div>
        <div className={styles.art}>
          <PhoneIllustration label={t('phone.title')} />
        </div>
      </div>

      <section aria-labelledby="phone-home">
        <h2 id="phone-home" className={styles.h2}>
          {t('phone.addToHome.title')}
        </h2>
        <p className={styles.text}>{t('phone.addToHome.body')}</p>
        <div className={styles.platforms}>
          <div className={styles.platform}>
            <h3>
              <AppleOutlined aria-hidden /> {t('phone.addToHome.iosTitle')}
            </h3>
            <ol>
              <li>{t('phone.addToHome.ios1')}</li>
              <li>{t('phone.addToHome.ios2')}</li>
              <li>{t('phone.addToHome.ios3')}</li>
            </ol>
          </div>
          <div className={styles.platform}>
            <h3>
              <AndroidOutlined aria-hidden /> {t('phone.addToHome.androidTitle')}
            </h3>
            <ol>
              <li>{t('phone.addToHome.android1')}</li>
              <li>{t('phone.addToHome.android2')}</li>
              <li>{t('phone.addToHome.android3')}</li>
            </ol>
          </div>
        </div>
      </section>

      <section className={styles.features} aria-labelledby="phone-features">
        <h2 id="phone-features" className={styles.h2}>
          {t('phone.features.title')}
        </h2>
        <CheckList items={FEATURE_KEYS.map((key) => t(`phone.features.${key}`))} />
      </section>

      <aside className={styles.native}>
        <div>
          <h2 className={styles.h2}>{t('phone.native.title')}</h2>
          <p className={styles.text}>{t('phone.native.body')}</p>
        </div>
        <ButtonLink to="/subscribe2" type="primary" size="large">
          {t('phone.native.cta')}
        </ButtonLink>
      </aside>
    </PageContainer>
  );
}
