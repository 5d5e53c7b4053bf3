import { LoginOutlined } from '@ant-design/icons';
import { Button, Divider, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { clientConfig } from '@/lib/config';
import { peekLoginRedirect } from '@/lib/session/login-redirect';
import { useOidcProviders } from '../api/get-oidc-providers';

/** Where a provider's sign-in starts: the server redirects to the provider and, afterwards, back to `redirect`. */
function oidcStartUrl(providerId: string, redirect: string): string {
  return `${clientConfig().apiBase}/member/oidc/${encodeURIComponent(providerId)}/start?redirect=${encodeURIComponent(redirect)}`;
}

/** "Continue with {name}" for each configured provider; nothing when none is. Usable once the terms are accepted. */
export function SocialSignIn({ termsAccepted }: { termsAccepted: boolean }) {
  const { t } = useTranslation('accounts');
  const providers = useOidcProviders();
  if (!providers.data?.length) return null;
  return (
    <>
      <Divider plain>{t('social.or')}</Divider>
      <Flex vertical gap={12}>
        {providers.data.map((provider) => (
          <Button
            key={provider.id}
            size="large"
            block
            icon={<LoginOutlined />}
            disabled={!termsAccepted}
            // A full navigation: the provider's pages are not part of this app.
            onClick={() => window.location.assign(oidcStartUrl(provider.id, peekLoginRedirect() ?? '/home'))}
          >
            {t('social.continueWith', { name: provider.name })}
          </Button>
        ))}
      </Flex>
    </>
  );
}
