import { LoadingOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ButtonLink';
import { useConfirmSubscription } from '../api/confirm-subscription';
import { useUnsubscribe } from '../api/unsubscribe-subscription';

/** Which mailed link brought the visitor here. */
export type TokenMode = 'confirm' | 'unsubscribe';

/** Invalid or expired link: say so plainly and offer the way forward. */
function InvalidLink({ mode, subscribePath }: { mode: TokenMode; subscribePath: string }) {
  const { t } = useTranslation('subscriptions');
  return (
    <Result
      status="warning"
      title={t(`${mode}.invalidTitle`)}
      subTitle={t(`${mode}.invalidBody`)}
      extra={<ButtonLink to={subscribePath}>{t(`${mode}.invalidCta`)}</ButtonLink>}
    />
  );
}

function Working({ mode }: { mode: TokenMode }) {
  const { t } = useTranslation('subscriptions');
  return <Result icon={<LoadingOutlined spin />} title={t(`${mode}.loading`)} />;
}

/** The outcome of a confirmation link (?confirm=<token>). */
export function ConfirmResult({ token, subscribePath }: { token: string; subscribePath: string }) {
  const { t } = useTranslation('subscriptions');
  const confirm = useConfirmSubscription(token);
  if (confirm.isPending) return <Working mode="confirm" />;
  if (confirm.isError) return <InvalidLink mode="confirm" subscribePath={subscribePath} />;
  return (
    <Result
      status="success"
      title={t('confirm.successTitle')}
      subTitle={t('confirm.successBody', { email: confirm.data.email })}
      extra={
        <ButtonLink to="/home" type="primary">
          {t('confirm.cta')}
        </ButtonLink>
      }
    />
  );
}

/** The outcome of an unsubscribe link (?unsubscribe=<token>). */
export function UnsubscribeResult({ token, subscribePath }: { token: string; subscribePath: string }) {
  const { t } = useTranslation('subscriptions');
  const unsubscribe = useUnsubscribe(token);
  if (unsubscribe.isPending) return <Working mode="unsubscribe" />;
  if (unsubscribe.isError) return <InvalidLink mode="unsubscribe" subscribePath={subscribePath} />;
  return (
    <Result
      status="success"
      title={t('unsubscribe.successTitle')}
      subTitle={unsubscribe.data.email ? t('unsubscribe.successBodyEmail', { email: unsubscribe.data.email }) : t('unsubscribe.successBody')}
      extra={<ButtonLink to={subscribePath}>{t('unsubscribe.resubscribe')}</ButtonLink>}
    />
  );
}

/** Malformed tokens are refused here without a request; well-formed ones go to the server. */
export function TokenResult({ mode, token, valid, subscribePath }: { mode: TokenMode; token: string; valid: boolean; subscribePath: string }) {
  if (!valid) return <InvalidLink mode={mode} subscribePath={subscribePath} />;
  return mode === 'confirm' ? <ConfirmResult token={token} subscribePath={subscribePath} /> : <UnsubscribeResult token={token} subscribePath={subscribePath} />;
}
