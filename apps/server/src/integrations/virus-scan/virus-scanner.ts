import type { AppConfig } from '../../config';
import { ClamdScanner } from './clamd-scanner';

/** What a scan found: nothing, or the name of what it found. */
export type ScanResult = { clean: true } | { clean: false; virus: string };

/**
 * Scans files before they are stored: ClamAV's daemon when CLAMAV_HOST is set, otherwise nothing (every file is
 * clean). A scanner that cannot answer throws: callers refuse the file rather than store it unscanned.
 */
export interface VirusScanner {
  readonly kind: 'none' | 'clamd';
  /** Scans a local file (an upload spooled to disk). */
  scanFile(path: string): Promise<ScanResult>;
  /** Scans bytes already in memory (a stored file read back). */
  scanBytes(data: Buffer): Promise<ScanResult>;
}

const CLEAN: ScanResult = { clean: true };

/** The default where no scanner is installed: finds nothing. */
export const noVirusScanner: VirusScanner = {
  kind: 'none',
  scanFile: () => Promise.resolve(CLEAN),
  scanBytes: () => Promise.resolve(CLEAN),
};

/** The scanner the configuration asks for. */
export function createVirusScanner(config: Pick<AppConfig, 'clamav'>): VirusScanner {
  return config.clamav ? new ClamdScanner(config.clamav) : noVirusScanner;
}
