import { SendOutlined } from '@ant-design/icons';
import { SUPPORT_REPLY_HOURS } from '@sme/shared/constants';
import { connectSubmitSchema } from '@sme/shared/schemas/applications';
import { Alert, Button, Col, Form, Input, Result, Row } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CaptchaInput, captchaFields, captchaRule, type CaptchaInputHandle, type CaptchaValue } from '@/components/CaptchaInput';
import { applyServerErrors, withoutEmpty } from '@/lib/forms/server-errors';
import { zodRule } from '@/lib/forms/zod-rule';
import { useSubmitConnect } from '../api/submit-connect';
import styles from './ContactForms.module.css';

/** The fields of the contact form as antd holds them. */
interface ContactValues {
  name: string;
  email: string;
  phone?: string;
  company?: string;
  subject?: string;
  message: string;
  captcha?: CaptchaValue;
}

const FIELDS = ['name', 'email', 'phone', 'company', 'subject', 'message', 'captcha'] as const;
const shape = connectSubmitSchema.shape;

/** The contact-us form (connect submit): checked with the shared schema, server field errors shown in place. */
export function ContactForm() {
  const { t } = useTranslation('contact');
  const [form] = Form.useForm<ContactValues>();
  const captcha = useRef<CaptchaInputHandle>(null);
  const submit = useSubmitConnect();
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onFinish = async ({ captcha: code, ...values }: ContactValues) => {
    setFormError(null);
    try {
      await submit.mutateAsync({ ...withoutEmpty(values), ...captchaFields(code) });
      setSentTo(values.email.trim());
      form.resetFields();
    } catch (error) {
      setFormError(applyServerErrors(form, error, FIELDS));
      // A captcha answer is single-use: after any failure the visitor needs a fresh image.
      captcha.current?.refresh();
    }
  };

  if (sentTo) {
    return (
      <Result
        status="success"
        title={t('contactForm.successTitle')}
        subTitle={t('contactForm.successBody', { email: sentTo, hours: SUPPORT_REPLY_HOURS })}
        extra={<Button onClick={() => setSentTo(null)}>{t('contactForm.sendAnother')}</Button>}
      />
    );
  }

  const label = (key: string) => t(`contactForm.${key}`);
  return (
    <Form<ContactValues> form={form} layout="vertical" requiredMark="optional" onFinish={onFinish} className={styles.form} noValidate>
      <p className={styles.intro}>{t('contactForm.intro')}</p>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="name" label={label('name')} required rules={[zodRule(shape.name, t, label('name'))]}>
            <Input size="large" autoComplete="name" placeholder={label('namePlaceholder')} maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="email" label={label('email')} required rules={[zodRule(shape.email, t, label('email'))]}>
            <Input size="large" type="email" autoComplete="email" placeholder={label('emailPlaceholder')} maxLength={254} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="phone" label={label('phone')} rules={[zodRule(shape.phone, t, label('phone'))]}>
            <Input size="large" type="tel" autoComplete="tel" placeholder={label('phonePlaceholder')} maxLength={32} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="company" label={label('company')} rules={[zodRule(shape.company, t, label('company'))]}>
            <Input size="large" autoComplete="organization" placeholder={label('companyPlaceholder')} maxLength={200} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="subject" label={label('subject')} rules={[zodRule(shape.subject, t, label('subject'))]}>
        <Input size="large" placeholder={label('subjectPlaceholder')} maxLength={200} />
      </Form.Item>
      <Form.Item name="message" label={label('message')} required rules={[zodRule(shape.message, t, label('message'))]}>
        <Input.TextArea rows={5} placeholder={label('messagePlaceholder')} maxLength={2000} showCount />
      </Form.Item>
      <Form.Item name="captcha" label={label('captcha')} required rules={[captchaRule(t)]}>
        <CaptchaInput ref={captcha} />
      </Form.Item>
      {formError && <Alert className={styles.alert} type="error" showIcon title={formError} />}
      <Button type="primary" htmlType="submit" size="large" icon={<SendOutlined />} loading={submit.isPending} className={styles.submit}>
        {label('submit')}
      </Button>
    </Form>
  );
}
