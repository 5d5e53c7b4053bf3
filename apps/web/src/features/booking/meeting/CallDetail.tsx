import { Codes } from '@sme/shared/codes';
import { Breadcrumb, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ButtonLink';
import { PageContainer } from '@/components/PageContainer';
import { ListError } from '@/components/ui/ListStates';
import { ApiError } from '@/lib/api';
import { useBooking } from '@/lib/booking/get-booking';
import { usePageTitle } from '@/lib/page-title/page-title';
import { BookingSteps } from '../components/BookingSteps';
import { BookingConfirmation } from './BookingConfirmation';

/** Answers meaning "no such call of yours": unknown, another member's, or an id that is not one. */
const NOT_FOUND_CODES: number[] = [Codes.NOT_FOUND.code, Codes.BAD_REQUEST.code];

/** /meeting?id=…: one of the member's calls (null id: the parameter is not an id at all). */
export function CallDetail({ id }: { id: string | null }) {
  const { t } = useTranslation('bookingMeeting');
  const query = useBooking(id);
  const booking = query.data;
  usePageTitle(booking ? t('detailTitle', { reference: booking.reference }) : null);

  let body;
  if (!id || (query.error instanceof ApiError && NOT_FOUND_CODES.includes(query.error.code))) {
    body = (
      <Result
        status="404"
        title={t('notFound.title')}
        subTitle={t('notFound.body')}
        extra={
          <ButtonLink to="/meeting" type="primary">
            {t('notFound.back')}
          </ButtonLink>
        }
      />
    );
  } else if (query.isPending) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (!booking) body = <ListError title={t('loadFailed')} onRetry={() => void query.refetch()} />;
  else
    body = (
      <>
        {/* A confirmed call is where the booking flow ends: its steps show it done. */}
        {booking.status === 'CONFIRMED' && <BookingSteps current="confirmed" />}
        <BookingConfirmation booking={booking} />
      </>
    );

  return (
    <PageContainer width="narrow">
      <Breadcrumb
        items={[{ title: <Link to="/meeting">{t('breadcrumb')}</Link> }, ...(booking ? [{ title: booking.reference }] : [])]}
        style={{ marginBottom: 16 }}
      />
      {body}
    </PageContainer>
  );
}
