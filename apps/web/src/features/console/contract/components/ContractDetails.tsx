import type { ContractView } from '@sme/shared/schemas/contract';
import { Descriptions, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/components/catalogue/format-date';
import { formatPrice } from '@/components/catalogue/format-price';
import { useLocale } from '@/lib/i18n';
import { commissionText } from '../commission-text';

const STATE_COLOURS = { CURRENT: 'green', UPCOMING: 'blue', SUPERSEDED: 'default' } as const;

/** A version's state today. */
export function ContractStateTag({ contract }: { contract: Pick<ContractView, 'state'> }) {
  const { t } = useTranslation('consoleContract');
  return <Tag color={STATE_COLOURS[contract.state]}>{t(`state.${contract.state}`)}</Tag>;
}

/** One version: its key figures (commission, settlement, monthly fee as money), acceptance record and terms. */
export function ContractDetails({ contract }: { contract: ContractView }) {
  const { t } = useTranslation('consoleContract');
  const locale = useLocale();
  const isEnglish = locale === 'en_US';
  const accepted = contract.acceptance;

  return (
    <>
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {isEnglish ? contract.titleEn : contract.titleZh} <ContractStateTag contract={contract} />
      </Typography.Title>
      <Descriptions size="small" bordered column={{ xs: 1, sm: 2, lg: 3 }} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('merchant')}>{contract.merchantName}</Descriptions.Item>
        <Descriptions.Item label={t('history.version')}>{contract.version}</Descriptions.Item>
        <Descriptions.Item label={t('effectiveFrom')}>{contract.effectiveFrom}</Descriptions.Item>
        <Descriptions.Item label={t('commission')}>{commissionText(contract.commissionBps, locale)}</Descriptions.Item>
        <Descriptions.Item label={t('settlementDays')}>{t('settlementValue', { count: contract.settlementDays })}</Descriptions.Item>
        <Descriptions.Item label={t('monthlyFee')}>{contract.monthlyFeeMinor > 0 ? formatPrice(contract.monthlyFeeMinor, contract.currency, locale) : t('noMonthlyFee')}</Descriptions.Item>
        <Descriptions.Item label={t('acceptance')} span="filled">
          {accepted ? (
            <>
              {t('acceptedBy', { name: accepted.acceptedBy.email && accepted.acceptedBy.email !== accepted.acceptedBy.name ? `${accepted.acceptedBy.name} (${accepted.acceptedBy.email})` : accepted.acceptedBy.name, at: formatDateTime(accepted.acceptedAt, locale) })}
              {accepted.ip && <Typography.Text type="secondary">{` · ${t('acceptedFrom', { ip: accepted.ip })}`}</Typography.Text>}
            </>
          ) : (
            <Typography.Text type="warning">{t('notAccepted')}</Typography.Text>
          )}
        </Descriptions.Item>
      </Descriptions>
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        {t('terms')}
      </Typography.Title>
      {/* Terms HTML is sanitised by the server when the version is issued (catalogue's rich-text allow-list). */}
      <div style={{ lineHeight: 1.7 }} dangerouslySetInnerHTML={{ __html: isEnglish ? contract.termsEn : contract.termsZh }} />
    </>
  );
}
