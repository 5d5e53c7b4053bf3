import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandMark } from '@/components/BrandMark';
import styles from './Footer.module.css';

/** Footer columns; the spec's footer offers help, contact, about, privacy and terms (section 2). */
const COLUMNS = [
  {
    heading: 'footer.explore',
    links: [
      ['/marketplace', 'nav.marketplace'],
      ['/chat', 'nav.ai'],
      ['/member', 'nav.membership'],
      ['/loan', 'route.loan'],
    ],
  },
  {
    heading: 'footer.company',
    links: [
      ['/aboutus', 'footer.about'],
      ['/hiwork', 'nav.howItWorks'],
      ['/phone', 'route.phone'],
    ],
  },
  {
    heading: 'footer.support',
    links: [
      ['/getstarted', 'footer.help'],
      ['/contactus', 'footer.contact'],
      ['/orderLookup', 'route.orderLookup'],
      ['/subscribe', 'route.subscribe'],
    ],
  },
] as const;

/** Site footer with the help, contact, about, privacy and terms links and the 2024 copyright line. */
export function Footer() {
  const { t } = useTranslation();
  const brand = t('brand.name');
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.grid}>
          <div className={styles.brandColumn}>
            <Link to="/home" className={styles.brand} aria-label={t('brand.homeLink')}>
              <BrandMark size={32} />
              <span>{brand}</span>
            </Link>
            <p className={styles.description}>{t('footer.description')}</p>
            <span className={styles.location}>{t('footer.location')}</span>
          </div>
          {COLUMNS.map((column) => (
            <nav key={column.heading} aria-label={t(column.heading)}>
              <h2 className={styles.heading}>{t(column.heading)}</h2>
              <ul className={styles.links}>
                {column.links.map(([to, label]) => (
                  <li key={`${to}-${label}`}>
                    <Link to={to}>{t(label)}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className={styles.bottom}>
          <span>{t('footer.copyright', { brand })}</span>
          <nav className={styles.legal} aria-label={t('footer.legal')}>
            <Link to="/policy">{t('footer.privacy')}</Link>
            <Link to="/terms">{t('footer.terms')}</Link>
          </nav>
        </div>
      </div>
    </footer>
  );
}
