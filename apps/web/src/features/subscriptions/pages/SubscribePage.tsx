import { SubscribeLanding } from '../components/SubscribeLanding';

/** /subscribe: the newsletter, and the page the confirmation and unsubscribe links of every mail open. */
export default function SubscribePage() {
  return <SubscribeLanding variant="newsletter" />;
}
