import { ADVISER_LANGUAGES, BUFFER_MINUTES_MAX, CALL_MINUTES_OPTIONS } from '@sme/shared/booking-rules';
import { adviserSaveInput, type ConsoleAdviserView, localizedTextInput } from '@sme/shared/schemas/booking';
import { Alert, Button, Checkbox, Col, Divider, Drawer, Flex, Form, Input, Row, Select, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { zodMessage, zodRule } from '@/lib/forms/zod-rule';
import { useSaveAdviser } from '../api/save-adviser';
import formStyles from '../../kit/ConsoleForm.module.css';
import { ADVISER_FORM_FIELDS, type AdviserFormValues, adviserBody, adviserFormValues } from './adviser-form-values';
import { DaysOffField } from './DaysOffField';
import { WeeklyHoursField } from './WeeklyHoursField';
import { useFeedback } from '@/lib/ui/feedback';
import { NumberInput } from '@/components/ui/NumberInput';

const shape = adviserSaveInput.shape;
const FORM_ID = 'adviser-form';
const HEADLINES = ['en_US', 'zh_CN', 'zh_TW'] as const;

/** Create or edit an adviser: who they are, the languages they speak, their call length, weekly hours and days off. */
export function AdviserDrawer({ adviser, onClose }: { adviser?: ConsoleAdviserView; onClose: () => void }) {
  const { t } = useTranslation('consoleBooking');
  const { message } = useFeedback();
  const [form] = Form.useForm<AdviserFormValues>();
  const save = useSaveAdviser();
  const [problem, setProblem] = useState<string | null>(null);
  const label = (key: string) => t(`form.${key}`);

  const submit = async (values: AdviserFormValues) => {
    setProblem(null);
    const body = adviserBody(values, adviser?.id);
    // The fields passed their own rules; the whole input is checked once more as the server will.
    const invalid = zodMessage(adviserSaveInput, body, t);
    if (invalid) return setProblem(invalid);
    try {
      await save.mutateAsync(body);
      void message.success(t('form.saved', { name: body.name }));
      onClose();
    } catch (error) {
      setProblem(applyServerErrors(form, error, ADVISER_FORM_FIELDS));
    }
  };

  return (
    <Drawer
      open
      size="large"
      title={adviser ? t('form.editTitle', { name: adviser.name }) : t('form.newTitle')}
      onClose={onClose}
      destroyOnHidden
      footer={
        <Flex vertical gap={8} align="flex-start">
          {problem && <Alert type="error" showIcon title={problem} role="alert" />}
          <Button type="primary" htmlType="submit" form={FORM_ID} loading={save.isPending}>
            {label('save')}
          </Button>
        </Flex>
      }
    >
      <Form<AdviserFormValues> id={FORM_ID} form={form} layout="vertical" initialValues={adviserFormValues(adviser)} onFinish={(v) => void submit(v)}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="name" label={label('name')} required rules={[zodRule(shape.name, t, label('name'))]}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="email" label={label('email')} required extra={label('emailHint')} rules={[zodRule(shape.email, t, label('email'))]}>
              <Input type="email" maxLength={200} />
            </Form.Item>
          </Col>
        </Row>
        {HEADLINES.map((locale) => (
          <Form.Item
            key={locale}
            name={['headline', locale]}
            label={label(`headline.${locale}`)}
            required
            rules={[zodRule(localizedTextInput.shape[locale], t, label(`headline.${locale}`))]}
          >
            <Input maxLength={200} />
          </Form.Item>
        ))}
        <Form.Item
          name="memberId"
          label={label('memberId')}
          extra={label('memberIdHint')}
          rules={[
            {
              validator: async (_, value: string | undefined) => {
                const message = value?.trim() ? zodMessage(shape.memberId, value.trim(), t, label('memberId')) : null;
                if (message) throw new Error(message);
              },
            },
          ]}
        >
          <Input maxLength={36} />
        </Form.Item>
        <Form.Item name="languages" label={label('languages')} required rules={[zodRule(shape.languages, t, label('languages'))]}>
          <Checkbox.Group options={ADVISER_LANGUAGES.map((l) => ({ value: l, label: t(`server:booking.language.${l}`) }))} />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={12}>
            <Form.Item name="callMinutes" label={label('callMinutes')} required rules={[zodRule(shape.callMinutes, t, label('callMinutes'))]}>
              <Select options={CALL_MINUTES_OPTIONS.map((m) => ({ value: m, label: t('minutes', { count: m }) }))} className={formStyles.short} />
            </Form.Item>
          </Col>
          <Col xs={12}>
            <Form.Item
              name="bufferMinutes"
              label={label('bufferMinutes')}
              required
              extra={label('bufferHint')}
              rules={[zodRule(shape.bufferMinutes, t, label('bufferMinutes'))]}
            >
              <NumberInput min={0} max={BUFFER_MINUTES_MAX} step={5} precision={0} className={formStyles.short} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="active" label={label('active')} valuePropName="checked" extra={label('activeHint')}>
          <Switch />
        </Form.Item>
        <Divider titlePlacement="start">{label('weeklyHours')}</Divider>
        <p className={formStyles.notice}>{label('weeklyHoursHint')}</p>
        <WeeklyHoursField />
        <Divider titlePlacement="start">{label('daysOff')}</Divider>
        <DaysOffField />
      </Form>
    </Drawer>
  );
}
