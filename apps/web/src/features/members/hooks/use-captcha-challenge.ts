import { Codes } from '@sme/shared/codes';
import { useCallback, useState } from 'react';
import { type CaptchaValue, captchaFields } from '@/components/CaptchaInput';
import { ApiError } from '@/lib/api';

/** The image captcha a form shows once the server asks for it (4014 CAPTCHA_REQUIRED after repeated failures). */
export interface CaptchaChallenge {
  required: boolean;
  /** Changes whenever the captcha needs a new image (CaptchaInput's refreshSignal). */
  refreshSignal: number;
  /** captchaKey + captchaCode to send, once the captcha is shown. */
  fields: (value: CaptchaValue | undefined) => { captchaKey?: string; captchaCode?: string };
  /** After a call that may have used the captcha: reveal it on 4014, otherwise draw a fresh image (answers are single-use). */
  afterAttempt: (error?: unknown) => void;
}

/** Hook: the captcha state of one form. */
export function useCaptchaChallenge(): CaptchaChallenge {
  const [required, setRequired] = useState(false);
  const [refreshSignal, setRefreshSignal] = useState(0);
  const fields = useCallback((value: CaptchaValue | undefined) => (required ? captchaFields(value) : {}), [required]);
  const afterAttempt = useCallback(
    (error?: unknown) => {
      if (required) setRefreshSignal((n) => n + 1);
      if (error instanceof ApiError && error.code === Codes.CAPTCHA_REQUIRED.code) setRequired(true);
    },
    [required],
  );
  return { required, refreshSignal, fields, afterAttempt };
}
