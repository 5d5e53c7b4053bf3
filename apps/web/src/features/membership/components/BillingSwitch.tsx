import { ANNUAL_BILLING_SAVING_PERCENT } from '@sme/shared/constants';
import type { BillingCycle } from '@sme/shared/membership-plans';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './BillingSwitch.module.css';

/** The monthly / annual switch, with the annual saving spelled out on the annual option. */
export function BillingSwitch({ value, onChange }: { value: BillingCycle; onChange: (cycle: BillingCycle) => void }) {
  const { t } = useTranslation('membership');
  return (
    <div className={styles.wrap}>
      <Segmented<BillingCycle>
        size="large"
        aria-label={t('billing.label')}
        value={value}
        onChange={onChange}
        options={[
          { value: 'MONTHLY', label: t('billing.monthly') },
          {
            value: 'ANNUAL',
            label: (
              <span className={styles.annual}>
                {t('billing.annual')}
                <span className={styles.save}>{t('billing.saveBadge', { percent: ANNUAL_BILLING_SAVING_PERCENT })}</span>
              </span>
            ),
          },
        ]}
      />
    </div>
  );
}
