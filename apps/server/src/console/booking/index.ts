/** The public face of console/booking: all that code outside this folder may import from it. */
export { consoleBookingPlugin } from './booking.plugin';
