import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ButtonLink';

/** Login and sign-up buttons (the layout remembers the page they were clicked on, spec section 4). */
export function AuthLinks({ vertical = false, onNavigate }: { vertical?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <Flex gap={8} vertical={vertical}>
      <ButtonLink to="/login" onClick={onNavigate} block={vertical}>
        {t('nav.login')}
      </ButtonLink>
      <ButtonLink to="/register" type="primary" onClick={onNavigate} block={vertical}>
        {t('nav.signUp')}
      </ButtonLink>
    </Flex>
  );
}
