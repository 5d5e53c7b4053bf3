import { SendOutlined } from '@ant-design/icons';
import { SUPPORT_REPLY_HOURS } from '@sme/shared/constants';
import { FEEDBACK_CATEGORIES, feedbackSaveSchema } from '@sme/shared/schemas/applications';
import { Alert, Button, Col, Form, Input, Radio, Result, Row } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CaptchaInput, captchaFields, captchaRule, type CaptchaInputHandle, type CaptchaValue } from '@/components/CaptchaInput';
import { applyServerErrors, withoutEmpty } from '@/lib/forms/server-errors';
import { zodRule } from '@/lib/forms/zod-rule';
import { useSaveFeedback } from '../api/save-feedback';
import styles from './ContactForms.module.css';

/** The fields of the feedback form as antd holds them. */
interface FeedbackValues {
  category: (typeof FEEDBACK_CATEGORIES)[number];
  content: string;
  name?: string;
  email?: string;
  captcha?: CaptchaValue;
}

const FIELDS = ['category', 'content', 'name', 'email', 'captcha'] as const;
const shape = feedbackSaveSchema.shape;

/** The feedback form (feedback save): a category, the feedback, and an optional name and email for a reply. */
export function FeedbackForm() {
  const { t } = useTranslation('contact');
  const [form] = Form.useForm<FeedbackValues>();
  const captcha = useRef<CaptchaInputHandle>(null);
  const save = useSaveFeedback();
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<{ email: string | null } | null>(null);

  const onFinish = async ({ captcha: code, ...values }: FeedbackValues) => {
    setFormError(null);
    try {
      await save.mutateAsync({ ...withoutEmpty(values), ...captchaFields(code) });
      setSent({ email: values.email?.trim() || null });
      form.resetFields();
    } catch (error) {
      setFormError(applyServerErrors(form, error, FIELDS));
      captcha.current?.refresh();
    }
  };

  if (sent) {
    return (
      <Result
        status="success"
        title={t('feedbackForm.successTitle')}
        subTitle={sent.email ? t('feedbackForm.successBodyReply', { email: sent.email, hours: SUPPORT_REPLY_HOURS }) : t('feedbackForm.successBody')}
        extra={<Button onClick={() => setSent(null)}>{t('feedbackForm.sendAnother')}</Button>}
      />
    );
  }

  const label = (key: string) => t(`feedbackForm.${key}`);
  return (
    <Form<FeedbackValues>
      form={form}
      layout="vertical"
      requiredMark="optional"
      initialValues={{ category: 'SUGGESTION' }}
      onFinish={onFinish}
      className={styles.form}
      noValidate
    >
      <p className={styles.intro}>{t('feedbackForm.intro')}</p>
      <Form.Item name="category" label={label('category')} required rules={[zodRule(shape.category, t, label('category'))]}>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          options={FEEDBACK_CATEGORIES.map((value) => ({ value, label: t(`feedbackForm.categories.${value}`) }))}
        />
      </Form.Item>
      <Form.Item name="content" label={label('content')} required rules={[zodRule(shape.content, t, label('content'))]}>
        <Input.TextArea rows={5} placeholder={label('contentPlaceholder')} maxLength={2000} showCount />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="name" label={label('name')} rules={[zodRule(shape.name, t, label('name'))]}>
            <Input size="large" autoComplete="name" placeholder={label('namePlaceholder')} maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="email" label={label('email')} rules={[zodRule(shape.email, t, label('email'))]}>
            <Input size="large" type="email" autoComplete="email" placeholder={label('emailPlaceholder')} maxLength={254} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="captcha" label={label('captcha')} required rules={[captchaRule(t)]}>
        <CaptchaInput ref={captcha} />
      </Form.Item>
      {formError && <Alert className={styles.alert} type="error" showIcon title={formError} />}
      <Button type="primary" htmlType="submit" size="large" icon={<SendOutlined />} loading={save.isPending} className={styles.submit}>
        {label('submit')}
      </Button>
    </Form>
  );
}
