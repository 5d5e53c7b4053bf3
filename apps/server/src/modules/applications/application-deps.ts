import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { Mailer } from '../../integrations/mail/mailer';
import type { Storage } from '../../integrations/storage/storage';
import type { VirusScanner } from '../../integrations/virus-scan/virus-scanner';

/** What the applications engine works with: the app's database, storage and mailer, the virus scanner, two settings. */
export interface ApplicationDeps {
  db: Database;
  storage: Storage;
  mailer: Mailer;
  scanner: VirusScanner;
  config: Pick<AppConfig, 'uploadMaxBytes' | 'applicationDocumentRetentionDays'>;
  /** Where a mail that could not be sent is reported (the change it follows has committed and stands). */
  log: Pick<FastifyBaseLogger, 'warn'>;
}
