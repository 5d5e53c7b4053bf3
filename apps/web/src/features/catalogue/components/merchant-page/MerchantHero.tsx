import { AppstoreOutlined, EnvironmentOutlined, GlobalOutlined, ShopOutlined } from '@ant-design/icons';
import type { MerchantDetail } from '@sme/shared/schemas/catalogue';
import { Avatar } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ButtonLink';
import { FavoriteButton } from '@/components/FavoriteButton';
import { LOCALE_META, useLocale } from '@/lib/i18n';
import { VerifiedBadge } from '@/components/catalogue/VerifiedBadge';
import styles from './MerchantHero.module.css';
import { useDistrictName } from '@/lib/format/format-district';

/** The host name of a website for display ("acme.hk"), or the address as given when it is not a URL. */
function siteLabel(url: string): string {
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/** Only web addresses become links: a merchant's website field must not smuggle in another scheme. */
function safeWebsite(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** The merchant page's header: banner, logo, name with the verified mark, place, website, favourite and all-products link. */
export function MerchantHero({ merchant }: { merchant: MerchantDetail }) {
  const { t } = useTranslation('product');
  const website = safeWebsite(merchant.website);
  const locale = useLocale();
  const district = useDistrictName();
  const place = [
    merchant.city && district(merchant.city),
    new Intl.DisplayNames([LOCALE_META[locale].htmlLang], { type: 'region', fallback: 'code' }).of(merchant.countryCode),
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <header className={styles.hero}>
      <div
        className={styles.banner}
        style={merchant.bannerUrl ? { backgroundImage: `url(${JSON.stringify(merchant.bannerUrl)})` } : undefined}
        role={merchant.bannerUrl ? 'img' : undefined}
        aria-label={merchant.bannerUrl ? t('merchant.bannerAlt', { name: merchant.name }) : undefined}
      />
      <div className={styles.body}>
        <Avatar
          className={styles.logo}
          size={96}
          shape="square"
          src={merchant.logoUrl ?? undefined}
          icon={<ShopOutlined />}
          alt={t('merchant.logoAlt', { name: merchant.name })}
        />
        <div className={styles.identity}>
          <div className={styles.nameRow}>
            <h1 className={styles.name}>{merchant.name}</h1>
            {merchant.isVerified && <VerifiedBadge withText />}
          </div>
          <ul className={styles.facts}>
            {place && (
              <li>
                <EnvironmentOutlined aria-hidden /> {place}
              </li>
            )}
            {website && (
              <li>
                <GlobalOutlined aria-hidden />{' '}
                <a href={website} target="_blank" rel="noopener noreferrer nofollow" aria-label={t('merchant.websiteLabel', { site: siteLabel(website) })}>
                  {siteLabel(website)}
                </a>
              </li>
            )}
            <li>
              <AppstoreOutlined aria-hidden /> {t('merchant.productCount', { count: merchant.productCount })}
            </li>
          </ul>
        </div>
        <div className={styles.actions}>
          <FavoriteButton targetType="MERCHANT" targetId={merchant.id} initial={merchant.isFavourite} size="large" />
          <ButtonLink to={`/pl?merchantId=${encodeURIComponent(merchant.id)}`} type="primary" size="large">
            {t('merchant.allProducts')}
          </ButtonLink>
        </div>
      </div>
    </header>
  );
}
