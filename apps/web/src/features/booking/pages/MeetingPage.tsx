import { useSearchParams } from 'react-router';
import { CallDetail } from '../meeting/CallDetail';
import { UpcomingCalls } from '../meeting/UpcomingCalls';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /meeting (login required): one call with `?id=` (where booking ends), else the member's upcoming calls. */
export default function MeetingPage() {
  const [params] = useSearchParams();
  const raw = params.get('id');
  if (raw === null) return <UpcomingCalls />;
  return <CallDetail id={UUID.test(raw) ? raw : null} />;
}
