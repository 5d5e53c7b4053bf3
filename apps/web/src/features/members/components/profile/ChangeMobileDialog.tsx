import { Alert, Button, Flex, Form, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaptchaValue } from '@/components/CaptchaInput';
import { useBindMobile } from '../../api/bind-mobile';
import { useRebindMobile } from '../../api/rebind-mobile';
import { placeFailure } from '../../forms/form-failure';
import { useCaptchaChallenge } from '../../hooks/use-captcha-challenge';
import { useCodeRequest } from '../../hooks/use-code-request';
import styles from '../AuthForms.module.css';
import { CaptchaField } from '../CaptchaField';
import { CodeField } from '../CodeField';
import { MobileField } from '../MobileField';
import { useFeedback } from '@/lib/ui/feedback';

interface ChangeMobileValues {
  region: string;
  mobile: string;
  code: string;
  captcha?: CaptchaValue;
}

const FIELDS = ['region', 'mobile', 'code', 'captcha'] as const;

/** Props of ChangeMobileDialog. */
export interface ChangeMobileDialogProps {
  /** Binding a first number and replacing one are different calls. */
  hasMobile: boolean;
  /** Region of the current number, offered first. */
  region: string | null;
  onClose: () => void;
}

/** Add or change the account's mobile: a code goes to the NEW number, which proves it is the member's. */
export function ChangeMobileDialog({ hasMobile, region, onClose }: ChangeMobileDialogProps) {
  const { t } = useTranslation('accounts');
  const { message } = useFeedback();
  const [form] = Form.useForm<ChangeMobileValues>();
  const rebind = useRebindMobile();
  const bind = useBindMobile();
  const save = hasMobile ? rebind : bind;
  const challenge = useCaptchaChallenge();
  const [formError, setFormError] = useState<string | null>(null);
  const report = (error: unknown) => setFormError(placeFailure(form, error, t, FIELDS));
  const sendCode = useCodeRequest({ form, channel: 'mobile', purpose: 'REBIND', challenge, onFailure: report });

  const onFinish = async ({ region: newRegion, mobile, code, captcha }: ChangeMobileValues) => {
    setFormError(null);
    try {
      await save.mutateAsync({ region: newRegion, mobile: mobile.trim(), code, ...challenge.fields(captcha) });
      void message.success(t('profile.mobileSaved'));
      onClose();
    } catch (error) {
      challenge.afterAttempt(error);
      report(error);
    }
  };

  return (
    <Modal open title={t(hasMobile ? 'profile.changeMobile' : 'profile.addMobile')} onCancel={onClose} footer={null} width={520}>
      <p className={styles.dialogIntro}>{t('profile.mobileIntro')}</p>
      <Form<ChangeMobileValues>
        name="changeMobile"
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ region: region ?? 'HK' }}
        onFinish={onFinish}
        noValidate
      >
        <MobileField formName="changeMobile" label={t('profile.newMobile')} />
        <CodeField onSend={sendCode} />
        <CaptchaField challenge={challenge} />
        {formError && <Alert className={styles.alert} type="error" showIcon title={formError} />}
        <Flex justify="end" gap={8}>
          <Button onClick={onClose}>{t('profile.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('profile.confirm')}
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
}
