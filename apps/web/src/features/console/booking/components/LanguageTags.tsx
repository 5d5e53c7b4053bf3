import type { AdviserLanguage } from '@sme/shared/booking-rules';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** The languages an adviser speaks, as tags (names from the shared booking catalogue). */
export function LanguageTags({ languages }: { languages: readonly AdviserLanguage[] }) {
  const { t } = useTranslation('consoleBooking');
  return (
    <>
      {languages.map((l) => (
        <Tag key={l}>{t(`server:booking.language.${l}`)}</Tag>
      ))}
    </>
  );
}
