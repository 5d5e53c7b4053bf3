import type { ConsoleMemberView } from '@sme/shared/schemas/console-members';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDate, formatDateTime } from '@/lib/format/format-date';
import { formatPrice } from '@/lib/format/format-price';
import { ApiError } from '@/lib/api';
import { useLocale } from '@/lib/i18n';
import { DetailFrame } from '../kit/DetailFrame';
import { DetailSection } from '../kit/DetailSection';
import { RecordState } from '../kit/RecordState';
import { useConsoleTitle } from '../shell/use-console-title';
import { useConsoleMember } from './api/get-console-member';
import { useEnableMember } from './api/set-member-disabled';
import { DisableMemberDialog } from './components/DisableMemberDialog';
import { MemberStatusTag } from './components/MemberStatusTag';
import styles from './MemberDetailPage.module.css';
import { useFeedback } from '@/lib/ui/feedback';

/** /console/members/:id: the member's profile with contact in full (staff call back), activity, and disable / enable. */
export function MemberDetailPage() {
  const { t } = useTranslation('consoleMembers');
  const locale = useLocale();
  const id = useParams().id ?? '';
  const member = useConsoleMember(id);
  const enable = useEnableMember();
  const { modal, message } = useFeedback();
  const [disabling, setDisabling] = useState(false);
  useConsoleTitle(t('title'));

  const back = { to: '/console/members', label: t('backToList') };
  if (!member.isSuccess) return <RecordState query={member} back={back} notFoundLabel={t('notFound')} />;
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
    <DetailFrame
      back={back}
      title={m.displayName || m.memberNo}
      tag={<MemberStatusTag status={m.status} />}
      actions={
        m.status === 'ACTIVE' ? (
          <Button
            danger
            onClick={() => setDisabling(true)}
            disabled={m.roles.includes('ADMIN')}
            title={m.roles.includes('ADMIN') ? t('adminCannotBeDisabled') : undefined}
          >
            {t('disable.button')}
          </Button>
        ) : (
          <Button onClick={confirmEnable} loading={enable.isPending}>
            {t('enable.button')}
          </Button>
        )
      }
    >
      {m.status === 'DISABLED' && (
        <DetailSection
          title={t('disabledCard')}
          className={styles.disabledCard}
          columns={1}
          items={[
            { key: 'at', label: t('disabledAt'), children: formatDateTime(m.disabledAt, locale) },
            { key: 'reason', label: t('disabledReason'), children: text(m.disabledReason) },
          ]}
        />
      )}
      <DetailSection
        title={t('profile')}
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
      <DetailSection
        title={t('activity')}
        items={[
          { key: 'orders', label: t('ordersCount'), children: m.ordersCount },
          {
            key: 'spent',
            label: t('totalSpent'),
            children: m.totalSpent.length ? m.totalSpent.map((s) => formatPrice(s.amountMinor, s.currency, locale)).join(' · ') : formatPrice(0, 'HKD', locale),
          },
          {
            key: 'tier',
            label: t('membershipTier'),
            children: (
              <>
                {m.membershipTier ? t(`tiers.${m.membershipTier}`) : t('noTier')} ·{' '}
                <Link to={`/console/membership?member=${m.id}`}>{t('consoleMembership:members.manage')}</Link>
              </>
            ),
          },
          { key: 'addresses', label: t('addressesCount'), children: m.addressesCount },
        ]}
      />
      <DisableMemberDialog member={m} open={disabling} onClose={() => setDisabling(false)} />
    </DetailFrame>
  );
}
