import { AD_PLACEMENTS } from '@sme/shared/schemas/catalogue';
import { AD_STATUSES, type ConsoleAdView, consoleAdForm } from '@sme/shared/schemas/console-catalogue';
import { Alert, Col, DatePicker, Form, Input, Modal, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withoutEmpty } from '@/lib/forms/server-errors';
import { zodRule } from '@/lib/forms/zod-rule';
import { useAdChanges } from './api/console-ads';
import { ImageField } from '../components/ImageField';
import { showSaveError } from '../components/form-errors';
import formStyles from '../../kit/ConsoleForm.module.css';
import { NumberInput } from '@/components/ui/NumberInput';

type Values = Omit<ConsoleAdView, 'id' | 'createdAt' | 'startsAt' | 'endsAt'> & { startsAt?: Dayjs | null; endsAt?: Dayjs | null };

const FIELDS = ['placement', 'titleEn', 'titleZh', 'subtitleEn', 'subtitleZh', 'imageUrl', 'linkUrl', 'sort', 'startsAt', 'endsAt', 'status'];

/** The form's values of a saved ad (dates as dayjs for the pickers). */
const valuesOf = (ad: ConsoleAdView): Values => ({ ...ad, startsAt: ad.startsAt ? dayjs(ad.startsAt) : null, endsAt: ad.endsAt ? dayjs(ad.endsAt) : null });

/** Create or edit an ad or banner in a dialog; link, image and the end-after-start rule are the shared schema's. */
export function AdDialog({ editing, placement, onClose }: { editing?: ConsoleAdView | undefined; placement?: string | undefined; onClose: () => void }) {
  const { t } = useTranslation('consoleCatalogue');
  const [form] = Form.useForm<Values>();
  const [formError, setFormError] = useState<string | null>(null);
  const { save } = useAdChanges();
  const rule = (field: 'titleEn' | 'titleZh' | 'subtitleEn' | 'subtitleZh' | 'imageUrl' | 'linkUrl') => [
    zodRule(consoleAdForm.shape[field], t, t(`fields.${field}`)),
  ];

  const submit = async (values: Values) => {
    setFormError(null);
    const { startsAt, endsAt, ...rest } = values;
    const body = {
      ...withoutEmpty(rest),
      startsAt: startsAt?.toISOString() ?? null,
      endsAt: endsAt?.toISOString() ?? null,
      ...(editing ? { id: editing.id } : {}),
    };
    try {
      await save.mutateAsync(body);
      onClose();
    } catch (error) {
      setFormError(showSaveError(form, error, FIELDS));
    }
  };

  return (
    <Modal
      open
      width={760}
      title={t(editing ? 'ads.editTitle' : 'ads.new')}
      okText={t('save')}
      cancelText={t('cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={editing ? valuesOf(editing) : { placement: placement ?? AD_PLACEMENTS[0], status: 'ACTIVE', sort: 0 }}
        onFinish={submit}
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="placement" label={t('fields.placement')} rules={[{ required: true }]}>
              <Select options={AD_PLACEMENTS.map((p) => ({ value: p, label: t(`placements.${p}`) }))} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="status" label={t('fields.status')}>
              <Select options={AD_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="sort" label={t('fields.sort')}>
              <NumberInput min={0} precision={0} className={formStyles.fill} />
            </Form.Item>
          </Col>
          {(['titleEn', 'titleZh', 'subtitleEn', 'subtitleZh'] as const).map((field) => (
            <Col xs={24} md={12} key={field}>
              <Form.Item name={field} label={t(`fields.${field}`)} rules={rule(field)} required={field.startsWith('title')}>
                <Input />
              </Form.Item>
            </Col>
          ))}
          <Col xs={24}>
            <Form.Item name="imageUrl" label={t('fields.imageUrl')} rules={rule('imageUrl')} required>
              <ImageField />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="linkUrl" label={t('fields.linkUrl')} rules={rule('linkUrl')} extra={t('ads.linkHint')}>
              <Input placeholder="/pl?tag=gift" />
            </Form.Item>
          </Col>
          <Col xs={12}>
            <Form.Item name="startsAt" label={t('fields.startsAt')}>
              <DatePicker showTime className={formStyles.fill} />
            </Form.Item>
          </Col>
          <Col xs={12}>
            <Form.Item
              name="endsAt"
              label={t('fields.endsAt')}
              dependencies={['startsAt']}
              rules={[
                ({ getFieldValue }) => ({
                  validator: async (_r, end: Dayjs | null | undefined) => {
                    const start = getFieldValue('startsAt') as Dayjs | null | undefined;
                    if (start && end && !end.isAfter(start)) throw new Error(t('server:validation.endAfterStart'));
                  },
                }),
              ]}
            >
              <DatePicker showTime className={formStyles.fill} />
            </Form.Item>
          </Col>
        </Row>
        {formError && <Alert type="error" showIcon title={formError} role="alert" />}
      </Form>
    </Modal>
  );
}
