import { SubscribeLanding } from '../components/SubscribeLanding';

/** /subscribe2: product updates and member offers (source SUBSCRIBE2). */
export default function Subscribe2Page() {
  return <SubscribeLanding variant="updates" />;
}
