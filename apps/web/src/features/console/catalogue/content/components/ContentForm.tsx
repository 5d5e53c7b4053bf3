import { EyeOutlined } from '@ant-design/icons';
import { CONTENT_KINDS } from '@sme/shared/schemas/catalogue';
import { CONTENT_STATUSES, type ConsoleContentView, MERCHANT_CONTENT_KIND, consoleContentForm } from '@sme/shared/schemas/console-content';
import { Alert, Button, Col, Drawer, Flex, Form, Input, Row, Select, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { zodRule } from '@/lib/forms/zod-rule';
import { useMerchantOptions } from '../../../shell/api/get-merchant-options';
import { useSaveConsoleContent } from '../api/save-console-content';
import { CONTENT_FORM_FIELDS, type ContentFormValues, EMPTY_CONTENT, contentBody, formValuesOf, slugFrom } from '../content-form-values';
import { ContentPreview } from './ContentPreview';
import { CoverField } from './CoverField';
import { RichTextEditor } from './RichTextEditor';
import formStyles from '../../../kit/ConsoleForm.module.css';

const shape = consoleContentForm.shape;

/**
 * Create or edit a news item, article or help page (console.content.create / update): titles, summaries and bodies in
 * English and Chinese, bodies in the rich-text editor, and a preview of the public page. A merchant's staff write their
 * merchant's news only; an admin creating may pick the merchant (none: the platform's own).
 */
export function ContentForm({ content, isAdmin, onSaved }: { content?: ConsoleContentView; isAdmin: boolean; onSaved: (saved: ConsoleContentView) => void }) {
  const { t } = useTranslation('consoleContent');
  const [form] = Form.useForm<ContentFormValues>();
  const [formError, setFormError] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const save = useSaveConsoleContent();
  const choosesMerchant = isAdmin && !content;
  const merchants = useMerchantOptions(choosesMerchant);
  const rule = (field: keyof typeof shape, label: string) => [zodRule(shape[field], t, label)];

  const submit = async (values: ContentFormValues) => {
    setFormError(null);
    try {
      onSaved(await save.mutateAsync(contentBody(values, content?.id)));
    } catch (error) {
      const unplaced = applyServerErrors(form, error, CONTENT_FORM_FIELDS);
      if (error instanceof ApiError && error.code === 409) form.setFields([{ name: 'slug', errors: [error.message] }]);
      else setFormError(unplaced);
    }
  };
  // A new item's slug follows its English title until someone types one.
  const suggestSlug = () => {
    if (!content && !form.getFieldValue('slug')) form.setFieldValue('slug', slugFrom(form.getFieldValue('titleEn') ?? ''));
  };

  return (
    <Form<ContentFormValues>
      form={form}
      layout="vertical"
      initialValues={content ? formValuesOf(content) : EMPTY_CONTENT}
      onFinish={submit}
      className={formStyles.wideForm}
    >
      <Row gutter={16}>
        {choosesMerchant && (
          <Col xs={24} md={8}>
            <Form.Item name="merchantId" label={t('form.merchant')} extra={t('form.merchantHint')}>
              <Select
                allowClear
                showSearch
                optionFilterProp="label"
                loading={merchants.isLoading}
                options={(merchants.data ?? []).map((m) => ({ value: m.id, label: m.name }))}
              />
            </Form.Item>
          </Col>
        )}
        <Col xs={24} md={choosesMerchant ? 5 : 8}>
          <Form.Item name="kind" label={t('form.kind')} rules={[{ required: true }]}>
            <Select disabled={!isAdmin} options={(isAdmin ? CONTENT_KINDS : [MERCHANT_CONTENT_KIND]).map((k) => ({ value: k, label: t(`kinds.${k}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={choosesMerchant ? 6 : 8}>
          <Form.Item name="slug" label={t('form.slug')} extra={t('form.slugHint')} required rules={rule('slug', t('form.slug'))}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={choosesMerchant ? 5 : 8}>
          <Form.Item name="status" label={t('form.status')}>
            <Select options={CONTENT_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="titleEn" label={t('form.titleEn')} required rules={rule('titleEn', t('form.titleEn'))}>
            <Input onBlur={suggestSlug} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="titleZh" label={t('form.titleZh')} required rules={rule('titleZh', t('form.titleZh'))}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="summaryEn" label={t('form.summaryEn')} rules={rule('summaryEn', t('form.summaryEn'))}>
            <Input.TextArea rows={2} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="summaryZh" label={t('form.summaryZh')} rules={rule('summaryZh', t('form.summaryZh'))}>
            <Input.TextArea rows={2} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="coverUrl" label={t('form.cover')}>
        <CoverField />
      </Form.Item>
      <Form.Item name="bodyEn" label={t('form.bodyEn')} required rules={rule('bodyEn', t('form.bodyEn'))}>
        <RichTextEditor label={t('form.bodyEn')} />
      </Form.Item>
      <Form.Item name="bodyZh" label={t('form.bodyZh')} required rules={rule('bodyZh', t('form.bodyZh'))}>
        <RichTextEditor label={t('form.bodyZh')} />
      </Form.Item>
      {formError && <Alert type="error" showIcon title={formError} className={formStyles.notice} role="alert" />}
      <Flex gap={8}>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t(content ? 'form.save' : 'form.create')}
        </Button>
        <Button icon={<EyeOutlined />} onClick={() => setPreviewing(true)}>
          {t('form.preview')}
        </Button>
      </Flex>
      <Drawer open={previewing} onClose={() => setPreviewing(false)} title={t('form.previewTitle')} size="large" destroyOnHidden>
        {previewing && (
          <Tabs
            items={(['en', 'zh'] as const).map((language) => ({
              key: language,
              label: t(`form.language.${language}`),
              children: <ContentPreview values={form.getFieldsValue(true)} language={language} />,
            }))}
          />
        )}
      </Drawer>
    </Form>
  );
}
