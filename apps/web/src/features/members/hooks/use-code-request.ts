import type { AccountOtpPurpose } from '@sme/shared/schemas/members';
import { type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CaptchaValue } from '@/components/CaptchaInput';
import { useSendEmailCode } from '../api/send-email-code';
import { useSendSmsCode } from '../api/send-sms-code';
import { retryAfterSeconds } from '../forms/form-failure';
import type { CaptchaChallenge } from './use-captcha-challenge';
import { useFeedback } from '@/lib/ui/feedback';

/** Where a code goes: the form's `email` field, or its `region` + `mobile` fields. */
export type CodeChannel = 'email' | 'mobile';

interface CodeRequestOptions {
  form: FormInstance;
  channel: CodeChannel;
  purpose: AccountOtpPurpose;
  challenge: CaptchaChallenge;
  /** Show a refused request on the form (see placeFailure). */
  onFailure: (error: unknown) => void;
}

/**
 * The send-code action of a form: checks the target field first, asks for the code, and answers how many seconds
 * the button must wait — 60 after a send, the server's retryAfterSeconds after a refused resend (4001), or null.
 */
export function useCodeRequest({ form, channel, purpose, challenge, onFailure }: CodeRequestOptions): () => Promise<number | null> {
  const { t } = useTranslation('accounts');
  const { message } = useFeedback();
  const emailCode = useSendEmailCode();
  const smsCode = useSendSmsCode();

  return async () => {
    const targets = channel === 'email' ? ['email'] : ['region', 'mobile'];
    try {
      await form.validateFields(targets);
    } catch {
      return null;
    }
    const captcha = challenge.fields(form.getFieldValue('captcha') as CaptchaValue | undefined);
    const value = (name: string) => String(form.getFieldValue(name) ?? '').trim();
    try {
      const sent =
        channel === 'email'
          ? await emailCode.mutateAsync({ email: value('email'), purpose, ...captcha })
          : await smsCode.mutateAsync({ region: value('region'), mobile: value('mobile'), purpose, ...captcha });
      challenge.afterAttempt();
      void message.success(t(channel === 'email' ? 'code.sentEmail' : 'code.sentMobile'));
      return sent.resendAfterSeconds;
    } catch (error) {
      challenge.afterAttempt(error);
      onFailure(error);
      return retryAfterSeconds(error);
    }
  };
}
