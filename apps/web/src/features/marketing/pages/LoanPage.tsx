import {
  ApartmentOutlined,
  AuditOutlined,
  BankOutlined,
  DeploymentUnitOutlined,
  EllipsisOutlined,
  FileDoneOutlined,
  InfoCircleOutlined,
  ProjectOutlined,
  SafetyCertificateOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { LOAN_TENURE_MONTHS, LOAN_TYPES, SUPPORTING_DOCUMENT_MAX_AGE_MONTHS } from '@sme/shared/constants';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '@/components/PageContainer';
import { SectionHeading } from '@/components/SectionHeading';
import { CheckList } from '../components/CheckList';
import { HelpBand } from '../components/HelpBand';
import { CardGrid, IconCard } from '../components/IconCard';
import { ButtonLink } from '@/components/ButtonLink';
import { TENURE_RANGE } from '../loan-range';
import styles from './LoanPage.module.css';

const TYPE_ICONS: Record<(typeof LOAN_TYPES)[number], ReactNode> = {
  PROJECT_FINANCE: <ProjectOutlined />,
  MULTI_PURPOSE: <ApartmentOutlined />,
  ACQUISITION_FINANCE: <DeploymentUnitOutlined />,
  WORKING_CAPITAL_FINANCING: <WalletOutlined />,
  WORKING_CAPITAL_GUARANTEES: <SafetyCertificateOutlined />,
  SUPPLY_CHAIN_FINANCING: <BankOutlined />,
  LETTER_OF_CREDIT: <FileDoneOutlined />,
  OTHERS: <EllipsisOutlined />,
};
const PROCESS_KEYS = ['step1', 'step2', 'step3', 'step4'] as const;
const DOCUMENT_KEYS = ['brNumber', 'statements', 'position', 'bank', 'collateral'] as const;

/** /loan: business-loan marketing — the loan types and tenures of the application form, the process, and the honest role we play. */
export default function LoanPage() {
  const { t } = useTranslation('marketing');
  return (
    <PageContainer
      tone="dark"
      eyebrow={t('loan.eyebrow')}
      title={t('loan.title')}
      subtitle={t('loan.subtitle')}
      extra={
        <div className={styles.heroActions}>
          <ButtonLink to="/regLoan" type="primary" size="large">
            {t('loan.cta')}
          </ButtonLink>
          <ButtonLink to="/contactus" size="large">
            {t('loan.ctaSecondary')}
          </ButtonLink>
        </div>
      }
    >
      <section className={styles.block} aria-labelledby="loan-types">
        <SectionHeading id="loan-types" title={t('loan.types.title')} subtitle={t('loan.types.subtitle')} />
        <CardGrid columns={4}>
          {LOAN_TYPES.map((type) => (
            <IconCard key={type} icon={TYPE_ICONS[type]} title={t(`loan.type.${type}.title`)} body={t(`loan.type.${type}.body`)} />
          ))}
        </CardGrid>
      </section>

      <section className={`${styles.block} ${styles.tenure}`} aria-labelledby="loan-tenure">
        <div>
          <h2 id="loan-tenure" className={styles.h2}>
            {t('loan.tenure.title', TENURE_RANGE)}
          </h2>
          <p className={styles.text}>{t('loan.tenure.body')}</p>
        </div>
        <ul className={styles.tenures}>
          {LOAN_TENURE_MONTHS.map((months) => (
            <li key={months}>{t('loan.tenure.months', { count: months })}</li>
          ))}
        </ul>
      </section>

      <section className={styles.block} aria-labelledby="loan-process">
        <SectionHeading id="loan-process" title={t('loan.process.title')} />
        <ol className={styles.process}>
          {PROCESS_KEYS.map((key, index) => (
            <li key={key} className={styles.processStep}>
              <span className={styles.processIndex} aria-hidden>
                {index + 1}
              </span>
              <h3>{t(`loan.process.${key}.title`)}</h3>
              <p>{t(`loan.process.${key}.body`, { months: SUPPORTING_DOCUMENT_MAX_AGE_MONTHS })}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className={`${styles.block} ${styles.docs}`} aria-labelledby="loan-docs">
        <div>
          <span className={styles.docsIcon} aria-hidden>
            <AuditOutlined />
          </span>
          <h2 id="loan-docs" className={styles.h2}>
            {t('loan.documents.title')}
          </h2>
        </div>
        <CheckList items={DOCUMENT_KEYS.map((key) => t(`loan.documents.${key}`))} />
      </section>

      <p className={styles.disclaimer} role="note">
        <InfoCircleOutlined aria-hidden /> {t('loan.disclaimer')}
      </p>

      <HelpBand
        title={t('loan.closing.title')}
        body={t('loan.closing.body')}
        actions={
          <ButtonLink to="/regLoan" type="primary" size="large">
            {t('loan.cta')}
          </ButtonLink>
        }
      />
    </PageContainer>
  );
}
