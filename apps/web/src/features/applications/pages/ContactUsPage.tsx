import { SUPPORT_REPLY_HOURS } from '@sme/shared/constants';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '@/components/PageContainer';
import { ContactDetails } from '../components/ContactDetails';
import { ContactForm } from '../components/ContactForm';
import { FeedbackForm } from '../components/FeedbackForm';
import styles from './ContactUsPage.module.css';

/** /contactus: our details beside two forms — a message to the team (connect submit) and feedback (feedback save). */
export default function ContactUsPage() {
  const { t } = useTranslation('contact');
  return (
    <PageContainer title={t('title')} subtitle={t('subtitle', { hours: SUPPORT_REPLY_HOURS })}>
      <div className={styles.layout}>
        <section className={styles.forms} aria-label={t('title')}>
          <Tabs
            size="large"
            items={[
              { key: 'contact', label: t('tabs.contact'), children: <ContactForm /> },
              { key: 'feedback', label: t('tabs.feedback'), children: <FeedbackForm /> },
            ]}
          />
        </section>
        <ContactDetails />
      </div>
    </PageContainer>
  );
}
