import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleInboxRoutes, consoleReviewRoutes } from './applications';
import { consoleAssistantRoutes } from './assistant';
import { consoleBookingPlugin } from './booking';
import { auditRoutes } from './audit';
import { consoleCatalogueRoutes, consoleContentPlugin, consoleProductsRoutes, consoleSpecialOrdersRoutes } from './catalogue';
import { contractsRoutes } from './contracts';
import { consoleMembersRoutes } from './members';
import { consoleMembershipPlugin } from './membership';
import { consoleOrdersRoutes } from './orders';
import { consolePaymentOperationsRoutes, consolePaymentsRoutes } from './payments';
import { consolePromotionsRoutes } from './promotions';
import { reportsRoutes } from './reports';
import { staffRoutes } from './staff';
import { consoleSubscriptionsRoutes } from './subscriptions';

/**
 * The back office: every console route, one folder per domain. It sits above the member-facing modules and the
 * workflows (it may call them) and nothing but app.ts imports it. Each route is guarded by requireConsole. Registered
 * after the payments module, whose registry the payment operations reuse.
 */
export const consolePlugin: FastifyPluginAsyncZod = async (app) => {
  await app.register(consoleOrdersRoutes);
  await app.register(reportsRoutes);
  await app.register(consoleProductsRoutes);
  await app.register(consolePromotionsRoutes);
  await app.register(consoleSpecialOrdersRoutes);
  await app.register(consoleMembersRoutes);
  await app.register(consoleMembershipPlugin);
  await app.register(consoleInboxRoutes);
  await app.register(consoleReviewRoutes);
  await app.register(consoleSubscriptionsRoutes);
  await app.register(consoleContentPlugin);
  await app.register(consoleCatalogueRoutes);
  await app.register(consolePaymentsRoutes);
  await app.register(consolePaymentOperationsRoutes);
  await app.register(contractsRoutes);
  await app.register(consoleAssistantRoutes);
  await app.register(consoleBookingPlugin);
  await app.register(staffRoutes);
  await app.register(auditRoutes);
};
