import { Alert, Button, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useAcceptInvitation } from './api/accept-invitation';
import { AccessFrame } from './AccessFrame';
import formStyles from '../kit/ConsoleForm.module.css';

/** /console/accept?token=…: the signed-in member takes the staff roles an admin invited their email address to. */
export function AcceptInvitationPage() {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const accept = useAcceptInvitation();
  if (accept.isSuccess)
    return (
      <AccessFrame title={t('accept.title')}>
        <Result
          status="success"
          title={t('accept.done')}
          extra={
            <Button type="primary" onClick={() => void navigate('/console')}>
              {t('accept.open')}
            </Button>
          }
        />
      </AccessFrame>
    );
  return (
    <AccessFrame title={t('accept.title')}>
      {!token ? (
        <Alert type="error" showIcon title={t('accept.noToken')} />
      ) : (
        <>
          <Typography.Paragraph>{t('accept.body')}</Typography.Paragraph>
          {accept.isError && <Alert type="error" showIcon title={accept.error.message} className={formStyles.notice} />}
          <Button type="primary" block size="large" loading={accept.isPending} onClick={() => accept.mutate(token)}>
            {t('accept.submit')}
          </Button>
        </>
      )}
    </AccessFrame>
  );
}
