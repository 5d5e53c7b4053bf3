/** The public face of modules/booking: all that code outside this folder may import from it. */
export { BOOKING_REMINDER_JOB, sendBookingReminder } from './booking-reminders';
export type { BookingNoticeDeps } from './booking-notices';
export { bookingRoutes } from './booking.routes';
export { joinUrlOf, manageUrlOf } from './booking-views';
