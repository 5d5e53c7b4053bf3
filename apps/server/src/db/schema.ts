/** Every table of the server, collected for drizzle (queries) and drizzle-kit (migrations). */
export * from '../http/http.tables';
export * from '../integrations/mail/mail.tables';
export * from '../integrations/sms/sms.tables';
export * from '../modules/system/system.tables';
export * from '../modules/catalogue/catalogue.tables';
export * from '../modules/membership/membership.tables';
export * from '../modules/applications/applications.tables';
export * from '../modules/subscriptions/subscriptions.tables';
export * from '../modules/members/members.tables';
export * from '../modules/members/otp.tables';
export * from '../modules/members/login-guard.tables';
export * from '../modules/members/oidc.tables';
export * from '../modules/favourites/favourites.tables';
export * from '../modules/addresses/addresses.tables';
export * from '../modules/cart/cart.tables';
