import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ButtonLink';
import styles from './MyApplications.module.css';

/** The two ways to start a company registration: as a Hong Kong applicant or as a Mainland China applicant. */
export function StartApplicationLinks({ primary = false }: { primary?: boolean }) {
  const { t } = useTranslation('myApplications');
  return (
    <div className={styles.startLinks} role="group" aria-label={t('list.newApplication')}>
      <ButtonLink to="/regHKComp" type={primary ? 'primary' : 'default'}>
        {t('list.startHk')}
      </ButtonLink>
      <ButtonLink to="/regChinaComp">{t('list.startCn')}</ButtonLink>
    </div>
  );
}
