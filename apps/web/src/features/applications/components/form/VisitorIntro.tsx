import { LoginOutlined } from '@ant-design/icons';
import { APPLICATION_REPLY_HOURS } from '@sme/shared/application-status';
import { Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { rememberLoginRedirect } from '@/lib/session/login-redirect';
import type { FormSpec } from '../../form-model/form-spec';
import styles from './ApplicationForm.module.css';

/**
 * What a visitor sees on a form page (a public route): what the form asks, step by step, and a sign-in button that
 * brings them back here, since answers and documents are kept in the member's account.
 */
export function VisitorIntro({ spec }: { spec: FormSpec }) {
  const { t } = useTranslation('applicationForms');
  const navigate = useNavigate();
  const location = useLocation();
  const signIn = () => {
    rememberLoginRedirect(`${location.pathname}${location.search}${location.hash}`);
    void navigate('/login');
  };
  return (
    <div className={styles.visitor}>
      <Card>
        <p>{t('visitor.intro', { hours: APPLICATION_REPLY_HOURS })}</p>
        <Button type="primary" size="large" icon={<LoginOutlined />} onClick={signIn}>
          {t('visitor.signIn')}
        </Button>
      </Card>
      <h2 className={styles.blockTitle}>{t('visitor.asks')}</h2>
      <ol className={styles.visitorSteps}>
        {spec.steps.map((step) => (
          <li key={step.key}>
            <strong>{t(`steps.${step.key}`)}</strong>
            <span className={styles.muted}>
              {' — '}
              {step.blocks
                .flatMap((block) => {
                  // A tick's label is its whole sentence (the declaration); its section's name says it shortly.
                  if (block.type === 'fields')
                    return block.fields
                      .filter((f) => !f.derived && !(f.kind === 'tick' && f.name === 'accepted'))
                      .map((f) => t(`fields.${block.section}.${f.name}`))
                      .concat(block.fields.some((f) => f.kind === 'tick' && f.name === 'accepted') ? [t(`sections.${block.section}`)] : []);
                  if (block.type === 'officers') return [t('sections.officers')];
                  return (block.type === 'documents' ? block.slots : [block.slot]).map((slot) => t(`slots.${slot}`));
                })
                .join(', ')}
            </span>
          </li>
        ))}
        <li>
          <strong>{t('steps.review')}</strong>
        </li>
      </ol>
    </div>
  );
}
