import { INVITABLE_ROLES } from '@sme/shared/schemas/console-staff';
import { Alert, Button, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { useInviteStaff } from './api/invite-staff';
import { useMerchantOptions } from './api/search-merchants';
import styles from './InviteStaffForm.module.css';

type InviteRole = (typeof INVITABLE_ROLES)[number];

interface Values {
  email: string;
  role: InviteRole;
  merchantId?: string;
}

/** Invite someone by email to one of the invitable roles: a merchant's staff member (with their merchant), an admin or a reviewer. */
export function InviteStaffForm() {
  const { t } = useTranslation('console');
  const [form] = Form.useForm<Values>();
  const role = Form.useWatch('role', form);
  const [keyword, setKeyword] = useState('');
  const merchants = useMerchantOptions(useDebouncedValue(keyword, 300));
  const invite = useInviteStaff();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onFinish = (v: Values) =>
    invite.mutate(
      { email: v.email.trim(), roles: [v.role], ...(v.role === 'MERCHANT_STAFF' ? { merchantId: v.merchantId } : {}) },
      {
        onSuccess: () => {
          setSentTo(v.email.trim());
          form.resetFields();
        },
        onError: (error) => form.setFields([{ name: 'email', errors: [error instanceof ApiError ? error.message : t('actions.failed')] }]),
      },
    );

  return (
    <Form<Values> form={form} layout="inline" initialValues={{ role: 'MERCHANT_STAFF' }} onFinish={onFinish} className={styles.form}>
      <Form.Item name="email" label={t('staff.email')} rules={[{ required: true, type: 'email' }]}>
        <Input type="email" autoComplete="off" className={styles.field} />
      </Form.Item>
      <Form.Item name="role" label={t('staff.role')} rules={[{ required: true }]}>
        <Select<InviteRole> className={styles.role} options={INVITABLE_ROLES.map((r) => ({ value: r, label: t(`role.${r}`) }))} />
      </Form.Item>
      {role === 'MERCHANT_STAFF' && (
        <Form.Item name="merchantId" label={t('staff.merchant')} rules={[{ required: true }]}>
          <Select
            showSearch={{ filterOption: false, onSearch: setKeyword }}
            className={styles.field}
            loading={merchants.isFetching}
            options={(merchants.data?.list ?? []).map((m) => ({ value: m.id, label: m.name }))}
          />
        </Form.Item>
      )}
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={invite.isPending}>
          {t('staff.sendInvite')}
        </Button>
      </Form.Item>
      {sentTo && <Alert type="success" showIcon title={t('staff.invited', { email: sentTo })} className={styles.sent} />}
    </Form>
  );
}
