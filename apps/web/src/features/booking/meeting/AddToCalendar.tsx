import { CalendarOutlined, DownloadOutlined, DownOutlined, GoogleOutlined, WindowsOutlined } from '@ant-design/icons';
import type { BookingView } from '@sme/shared/schemas/booking';
import { useMutation } from '@tanstack/react-query';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { downloadBookingIcs } from '@/lib/booking/get-booking-ics';

/** "Add to calendar": the call's .ics invitation (15-minute alarm, works with any calendar), or Google and Outlook on the web. */
export function AddToCalendar({ booking }: { booking: BookingView }) {
  const { t } = useTranslation('bookingMeeting');
  // A failed download is toasted by the API client; nothing else to do here.
  const download = useMutation({ mutationFn: () => downloadBookingIcs(booking.id, booking.reference) });
  const webLink = (href: string, label: string) => (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {label}
    </a>
  );
  const items: MenuProps['items'] = [
    { key: 'ics', icon: <DownloadOutlined />, label: t('calendar.ics'), onClick: () => download.mutate() },
    { key: 'google', icon: <GoogleOutlined />, label: webLink(booking.calendarLinks.google, t('calendar.google')) },
    { key: 'outlook', icon: <WindowsOutlined />, label: webLink(booking.calendarLinks.outlook, t('calendar.outlook')) },
  ];
  return (
    <Dropdown trigger={['click']} menu={{ items }}>
      <Button icon={<CalendarOutlined />} loading={download.isPending}>
        {t('calendar.action')} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
