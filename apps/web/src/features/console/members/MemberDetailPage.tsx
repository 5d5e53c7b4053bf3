import { ArrowLeftOutlined } from '@ant-design/icons';
import type { ConsoleMemberView } from '@sme/shared/schemas/console-members';
import { App, Button, Card, Descriptions, Flex, Result, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDate, formatDateTime } from '@/components/catalogue/format-date';
import { formatPrice } from '@/components/catalogue/format-price';
import { ApiError } from '@/lib/api';
import { useLocale } from '@/lib/i18n';
import { useConsoleTitle } from '../shell/use-console-title';
import { useConsoleMember } from './api/get-console-member';
import { useEnableMember } from './api/set-member-disabled';
import { DisableMemberDialog } from './components/DisableMemberDialog';
import { MemberStatusTag } from './components/MemberStatusTag';

/** /console/members/:id: the member's profile with contact in full (staff call back), activity, and disable / enable. */
export function MemberDetailPage() {
  const { t } = useTranslation('consoleMembers');
  const locale = useLocale();
  const id = useParams().id ?? '';
  const member = useConsoleMember(id);
  const enable = useEnableMember();
  const { modal, message } = App.useApp();
  const [disabling, setDisabling] = useState(false);
  useConsoleTitle(t('title'));

  const back = (
    <Link to="/console/members">
      <Button type="text" icon={<ArrowLeftOutlined />}>
        {t('backToList')}
      </Button>
    </Link>
  );
  if (member.isPending) return <Skeleton active />;
  if (member.isError) {
    const missing = member.error instanceof ApiError && member.error.status === 404;
    return <Result status={missing ? '404' : 'error'} title={missing ? t('notFound') : member.error.message} extra={back} />;
  }
  const m: ConsoleMemberView = member.data;
  const text = (v: string | null) => v || '—';
  const confirmEnable = () =>
    modal.confirm({
      title: t('enable.title'),
      content: t('enable.body', { name: m.displayName || m.memberNo }),
      okText: t('enable.ok'),
      cancelText: t('back'),
      onOk: async () => {
        try {
          await enable.mutateAsync(m.id);
        } catch (error) {
          void message.error(error instanceof ApiError ? error.message : t('failed'));
        }
      },
    });

  return (
    <Flex vertical gap={16}>
      {back}
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Flex align="center" gap={12}>
          <Typography.Title level={1} style={{ margin: 0, fontSize: 22 }}>
            {m.displayName || m.memberNo}
          </Typography.Title>
          <MemberStatusTag status={m.status} />
        </Flex>
        {m.status === 'ACTIVE' ? (
          <Button danger onClick={() => setDisabling(true)} disabled={m.roles.includes('ADMIN')} title={m.roles.includes('ADMIN') ? t('adminCannotBeDisabled') : undefined}>
            {t('disable.button')}
          </Button>
        ) : (
          <Button onClick={confirmEnable} loading={enable.isPending}>
            {t('enable.button')}
          </Button>
        )}
      </Flex>
      {m.status === 'DISABLED' && (
        <Card size="small" title={t('disabledCard')} styles={{ header: { color: '#cf1322' } }}>
          <Descriptions size="small" column={1} items={[
            { key: 'at', label: t('disabledAt'), children: formatDateTime(m.disabledAt, locale) },
            { key: 'reason', label: t('disabledReason'), children: text(m.disabledReason) },
          ]} />
        </Card>
      )}
      <Card size="small" title={t('profile')}>
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2 }}
          items={[
            { key: 'memberNo', label: t('memberNo'), children: m.memberNo },
            { key: 'email', label: t('email'), children: m.email ? <a href={`mailto:${m.email}`}>{m.email}</a> : '—' },
            { key: 'mobile', label: t('mobile'), children: m.mobile ? <a href={`tel:${m.mobile}`}>{m.mobile}</a> : '—' },
            { key: 'fullName', label: t('fullName'), children: text(m.fullName) },
            { key: 'nickName', label: t('nickName'), children: text(m.nickName) },
            { key: 'english', label: t('englishName'), children: text([m.engFirstName, m.engLastName].filter(Boolean).join(' ')) },
            { key: 'birthday', label: t('birthday'), children: m.birthday ? formatDate(m.birthday, locale) : '—' },
            { key: 'locale', label: t('language'), children: m.locale },
            { key: 'roles', label: t('roles'), children: m.roles.map((r) => t(`roleNames.${r}`)).join(', ') },
            { key: 'created', label: t('created'), children: formatDateTime(m.createdAt, locale) },
            { key: 'lastSignIn', label: t('lastSignIn'), children: m.lastSignInAt ? formatDateTime(m.lastSignInAt, locale) : t('never') },
          ]}
        />
      </Card>
      <Card size="small" title={t('activity')}>
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2 }}
          items={[
            { key: 'orders', label: t('ordersCount'), children: m.ordersCount },
            { key: 'spent', label: t('totalSpent'), children: m.totalSpent.length ? m.totalSpent.map((s) => formatPrice(s.amountMinor, s.currency, locale)).join(' · ') : formatPrice(0, 'HKD', locale) },
            { key: 'tier', label: t('membershipTier'), children: m.membershipTier ? t(`tiers.${m.membershipTier}`) : t('noTier') },
            { key: 'addresses', label: t('addressesCount'), children: m.addressesCount },
          ]}
        />
      </Card>
      <DisableMemberDialog member={m} open={disabling} onClose={() => setDisabling(false)} />
    </Flex>
  );
}
