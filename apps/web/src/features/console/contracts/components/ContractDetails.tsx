import type { ContractView } from '@sme/shared/schemas/contracts';
import { Descriptions, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format/format-date';
import { formatPrice } from '@/lib/format/format-price';
import { useLocale } from '@/lib/i18n';
import { commissionText } from '../commission-text';
import formStyles from '../../kit/ConsoleForm.module.css';
import styles from './ContractDetails.module.css';

const STATE_COLOURS = { CURRENT: 'green', UPCOMING: 'blue', SUPERSEDED: 'default' } as const;

/** A version's state today. */
export function ContractStateTag({ contract }: { contract: Pick<ContractView, 'state'> }) {
  const { t } = useTranslation('consoleContracts');
  return <Tag color={STATE_COLOURS[contract.state]}>{t(`state.${contract.state}`)}</Tag>;
}

/** One version: its key figures (commission, settlement, monthly fee as money), acceptance record and terms. */
export function ContractDetails({ contract }: { contract: ContractView }) {
  const { t } = useTranslation('consoleContracts');
  const locale = useLocale();
  const isEnglish = locale === 'en_US';
  const accepted = contract.acceptance;

  return (
    <>
      <Typography.Title level={2} className={styles.title}>
        {isEnglish ? contract.titleEn : contract.titleZh} <ContractStateTag contract={contract} />
      </Typography.Title>
      <Descriptions size="small" bordered column={{ xs: 1, sm: 2, lg: 3 }} className={formStyles.notice}>
        <Descriptions.Item label={t('merchant')}>{contract.merchantName}</Descriptions.Item>
        <Descriptions.Item label={t('history.version')}>{contract.version}</Descriptions.Item>
        <Descriptions.Item label={t('effectiveFrom')}>{contract.effectiveFrom}</Descriptions.Item>
        <Descriptions.Item label={t('commission')}>{commissionText(contract.commissionBps, locale)}</Descriptions.Item>
        <Descriptions.Item label={t('settlementDays')}>{t('settlementValue', { count: contract.settlementDays })}</Descriptions.Item>
        <Descriptions.Item label={t('monthlyFee')}>
          {contract.monthlyFeeMinor > 0 ? formatPrice(contract.monthlyFeeMinor, contract.currency, locale) : t('noMonthlyFee')}
        </Descriptions.Item>
        <Descriptions.Item label={t('acceptance')} span="filled">
          {accepted ? (
            <>
              {t('acceptedBy', {
                name:
                  accepted.acceptedBy.email && accepted.acceptedBy.email !== accepted.acceptedBy.name
                    ? `${accepted.acceptedBy.name} (${accepted.acceptedBy.email})`
                    : accepted.acceptedBy.name,
                at: formatDateTime(accepted.acceptedAt, locale),
              })}
              {accepted.ip && <Typography.Text type="secondary">{` · ${t('acceptedFrom', { ip: accepted.ip })}`}</Typography.Text>}
            </>
          ) : (
            <Typography.Text type="warning">{t('notAccepted')}</Typography.Text>
          )}
        </Descriptions.Item>
      </Descriptions>
      <Typography.Title level={3} className={styles.subtitle}>
        {t('terms')}
      </Typography.Title>
      {/* Terms HTML is sanitised by the server when the version is issued (catalogue's rich-text allow-list). */}
      <div className={styles.terms} dangerouslySetInnerHTML={{ __html: isEnglish ? contract.termsEn : contract.termsZh }} />
    </>
  );
}
