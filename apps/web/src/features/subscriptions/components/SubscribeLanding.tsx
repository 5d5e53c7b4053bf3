import { CheckCircleFilled } from '@ant-design/icons';
import { subscriptionTokenSchema } from '@sme/shared/schemas/subscriptions';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageContainer } from '@/components/PageContainer';
import { MailIllustration } from './MailIllustration';
import { SubscribeForm } from './SubscribeForm';
import styles from './SubscribeLanding.module.css';
import { TokenResult, type TokenMode } from './TokenResult';

/** The two subscription pages: the newsletter (/subscribe) and product updates and offers (/subscribe2). */
export type SubscribeVariant = 'newsletter' | 'updates';

const SOURCE = { newsletter: 'SUBSCRIBE', updates: 'SUBSCRIBE2' } as const;
const PATH = { newsletter: '/subscribe', updates: '/subscribe2' } as const;
const BENEFITS = ['b1', 'b2', 'b3', 'b4'] as const;

/** The mailed link in the URL, if any: ?confirm=<token> or ?unsubscribe=<token>. */
function useTokenLink(): { mode: TokenMode; token: string; valid: boolean } | null {
  const [params] = useSearchParams();
  for (const mode of ['confirm', 'unsubscribe'] as const) {
    const token = params.get(mode);
    if (token !== null) return { mode, token, valid: subscriptionTokenSchema.safeParse({ token }).success };
  }
  return null;
}

/** A subscription landing page: what the mail brings, the double opt-in form, or the outcome of a mailed link. */
export function SubscribeLanding({ variant }: { variant: SubscribeVariant }) {
  const { t } = useTranslation('subscriptions');
  const link = useTokenLink();
  return (
    <PageContainer eyebrow={t(`${variant}.eyebrow`)} title={t(`${variant}.title`)} subtitle={t(`${variant}.subtitle`)}>
      <div className={styles.layout}>
        <section aria-labelledby="subscribe-benefits">
          <h2 id="subscribe-benefits" className={styles.h2}>
            {t(`${variant}.benefitsTitle`)}
          </h2>
          <ul className={styles.benefits}>
            {BENEFITS.map((key) => (
              <li key={key}>
                <CheckCircleFilled aria-hidden className={styles.check} />
                <div>
                  <strong>{t(`${variant}.${key}.title`)}</strong>
                  <p>{t(`${variant}.${key}.body`)}</p>
                </div>
              </li>
            ))}
          </ul>
          <p className={styles.frequency}>{t(`${variant}.frequency`)}</p>
        </section>
        <div className={styles.card}>
          <div className={styles.art}>
            <MailIllustration label={t('illustrationLabel')} />
          </div>
          {link ? (
            <TokenResult mode={link.mode} token={link.token} valid={link.valid} subscribePath={PATH[variant]} />
          ) : (
            <SubscribeForm source={SOURCE[variant]} />
          )}
        </div>
      </div>
    </PageContainer>
  );
}
