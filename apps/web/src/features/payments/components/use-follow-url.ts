import { useNavigate } from 'react-router';

/**
 * Go to a URL a payment step answered: a page of this site (the test provider's page, a return route) opens inside
 * the app; a provider's hosted page (Stripe, PayPal, crypto) is a full page load.
 */
export function useFollowUrl(): (url: string) => void {
  const navigate = useNavigate();
  return (url: string) => {
    const target = new URL(url, window.location.origin);
    if (target.origin === window.location.origin) void navigate(`${target.pathname}${target.search}${target.hash}`);
    else window.location.assign(target.href);
  };
}
