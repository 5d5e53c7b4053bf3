import { lastDayOf } from '@sme/shared/membership-billing';
import type { MembershipHistoryEntry, MembershipPeriodView } from '@sme/shared/schemas/membership';
import { Button, Card, Descriptions, Flex, Result, Skeleton, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '@/lib/api';
import { formatDateTime } from '@/lib/format/format-date';
import { formatPrice } from '@/lib/format/format-price';
import { formatHkDateOf, formatHkDay } from '@/lib/format/format-hk-day';
import { useLocale } from '@/lib/i18n';
import { useConsoleMember } from '../../members/api/get-console-member';
import { useMemberMembership } from '../api/get-member-membership';
import { TierTag } from '../components/TierTag';
import { type GrantAction, GrantDialog } from './GrantDialog';
import styles from '../MembershipSection.module.css';

const ACTIONS: readonly GrantAction[] = ['GRANT', 'EXTEND', 'END'];

/** One member's membership as staff see it: the tier now and what follows, every period, the history, and the staff actions. */
export function MemberMembership({ memberId }: { memberId: string }) {
  const { t } = useTranslation('consoleMembership');
  const locale = useLocale();
  const member = useConsoleMember(memberId);
  const membership = useMemberMembership(memberId);
  const [action, setAction] = useState<GrantAction | null>(null);

  if (membership.isPending) return <Skeleton active />;
  if (membership.isError) {
    const missing = membership.error instanceof ApiError && membership.error.status === 404;
    return <Result status={missing ? '404' : 'error'} title={missing ? t('members.notFound') : t('loadFailed')} />;
  }
  const { current, periods, history } = membership.data;
  const holdsAny = current.tier !== null || current.next !== null;
  const name = member.data ? `${member.data.displayName || member.data.memberNo} · ${member.data.memberNo}` : memberId;
  const dash = '—';

  return (
    <Flex vertical gap={16}>
      <Card
        size="small"
        title={
          <>
            {t('members.current')}: <Link to={`/console/members/${memberId}`}>{name}</Link>
          </>
        }
        extra={
          <Flex gap={8}>
            {ACTIONS.map((a) => (
              <Button
                key={a}
                size="small"
                danger={a === 'END'}
                type={a === 'GRANT' ? 'primary' : 'default'}
                disabled={a !== 'GRANT' && !holdsAny}
                title={a !== 'GRANT' && !holdsAny ? t('grant.notHeldTitle') : undefined}
                onClick={() => setAction(a)}
              >
                {t(`grant.${a}.button`)}
              </Button>
            ))}
          </Flex>
        }
      >
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2 }}
          items={[
            { key: 'tier', label: t('members.tier'), children: current.tier ? <TierTag tier={current.tier} /> : t('none') },
            { key: 'until', label: t('members.validUntil'), children: current.validUntilDay ? formatHkDay(current.validUntilDay, locale) : dash },
            { key: 'discount', label: t('members.vipDiscount'), children: t('members.percent', { percent: current.vipDiscountPercent }) },
            {
              key: 'next',
              label: t('members.next'),
              children: current.next
                ? t('members.nextValue', {
                    tier: t(`tiers.${current.next.tier}`),
                    from: formatHkDateOf(current.next.startsAt, locale),
                    to: formatHkDay(current.next.validUntilDay, locale),
                  })
                : dash,
            },
          ]}
        />
      </Card>
      <Table<MembershipPeriodView>
        rowKey="id"
        size="small"
        title={() => t('members.periods')}
        dataSource={periods}
        pagination={false}
        scroll={{ x: 800 }}
        locale={{ emptyText: t('members.noPeriods') }}
        columns={[
          { key: 'tier', title: t('members.tier'), render: (_, p) => <TierTag tier={p.tier} /> },
          { key: 'source', title: t('members.source'), render: (_, p) => t(`sources.${p.source}`) },
          { key: 'cycle', title: t('members.cycle'), render: (_, p) => (p.cycle ? t(`cycles.${p.cycle}`) : dash) },
          { key: 'from', title: t('members.from'), render: (_, p) => formatHkDateOf(p.startsAt, locale) },
          { key: 'to', title: t('members.to'), render: (_, p) => formatHkDay(p.validUntilDay, locale) },
          {
            key: 'ended',
            title: t('members.endedEarly'),
            render: (_, p) =>
              p.endedEarlyAt ? t('members.endedEarlyValue', { date: formatDateTime(p.endedEarlyAt, locale), reason: p.endedReason ?? dash }) : dash,
          },
        ]}
      />
      <Table<MembershipHistoryEntry>
        rowKey="id"
        size="small"
        title={() => t('members.history')}
        dataSource={history}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        scroll={{ x: 1000 }}
        locale={{ emptyText: t('members.noHistory') }}
        columns={[
          { key: 'created', title: t('members.created'), render: (_, h) => formatDateTime(h.createdAt, locale) },
          { key: 'source', title: t('members.source'), render: (_, h) => t(`sources.${h.source}`) },
          { key: 'tier', title: t('members.tier'), render: (_, h) => <TierTag tier={h.tier} /> },
          {
            key: 'kind',
            title: t('members.kind'),
            render: (_, h) => [h.kind && t(`kinds.${h.kind}`), h.cycle && t(`cycles.${h.cycle}`)].filter(Boolean).join(' · ') || dash,
          },
          { key: 'reference', title: t('members.reference'), render: (_, h) => h.reference ?? dash },
          { key: 'status', title: t('members.status'), render: (_, h) => <Tag>{t(`statuses.${h.status}`)}</Tag> },
          {
            key: 'amount',
            title: t('members.amount'),
            align: 'right',
            render: (_, h) => (h.amountMinor !== null && h.currency ? formatPrice(h.amountMinor, h.currency, locale) : dash),
          },
          {
            key: 'period',
            title: t('members.period'),
            render: (_, h) => (h.startsAt && h.endsAt ? `${formatHkDateOf(h.startsAt, locale)} – ${formatHkDay(lastDayOf(new Date(h.endsAt)), locale)}` : dash),
          },
        ]}
        className={styles.block}
      />
      {action && <GrantDialog memberId={memberId} action={action} onClose={() => setAction(null)} />}
    </Flex>
  );
}
