/** The public face of console/staff: all that code outside this folder may import from it. */
export { createAdmin } from './create-admin';
export { staffRoutes } from './staff.routes';
export { findStaffRow } from './staff.service';
