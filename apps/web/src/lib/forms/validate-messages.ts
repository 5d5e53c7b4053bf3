import type { FormProps } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** antd Form's default messages (required, types, number range, string length) from common:form in the active locale. */
export function useValidateMessages(): NonNullable<FormProps['validateMessages']> {
  const { t, i18n } = useTranslation();
  return useMemo(
    // antd fills its own ${label}-style slots; i18next leaves them alone because they are not {{ }}.
    () => t('form', { returnObjects: true }) as NonNullable<FormProps['validateMessages']>,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t is stable per language; the language is the real input
    [i18n.language],
  );
}
