import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { Database } from '../client';
import { seedAdvisers } from './advisers-seed';
import { isCatalogueEmpty, seedCatalogue } from './catalogue';
import { seedContracts } from './contracts-seed';
import { seedInbox } from './inbox-seed';
import { seedCheckoutReference } from './orders-seed';
import { seedPromotions } from './promotions-seed';
import { ensureReferenceData } from './reference';

/** Whether demo data is wanted: SEED=always, or SEED=auto outside production on an empty catalogue. */
async function wantsDemoData(db: Database, config: Pick<AppConfig, 'seed' | 'isProduction'>): Promise<boolean> {
  if (config.seed === 'always') return true;
  if (config.seed === 'never' || config.isProduction) return false;
  return isCatalogueEmpty(db);
}

/** Reference data always (only what is missing); demo data per SEED. Safe to run on every start. */
export async function runSeed(db: Database, config: Pick<AppConfig, 'seed' | 'isProduction'>, log: FastifyBaseLogger): Promise<void> {
  const reference = await ensureReferenceData(db);
  if (Object.values(reference).some((n) => n > 0)) log.info(reference, 'reference data inserted');
  if (await wantsDemoData(db, config)) {
    // Promotions point at the catalogue's merchants and products, so they come after it.
    const demo = {
      ...(await seedCatalogue(db)),
      ...(await seedPromotions(db)),
      ...(await seedCheckoutReference(db)),
      ...(await seedContracts(db)),
      ...(await seedInbox(db)),
      ...(await seedAdvisers(db)),
    };
    log.info(demo, 'demo data seeded');
  }
}
