import type { Clock } from './clock';
import type { Config } from './config';
import type { AppDatabase } from './db/database';
import type { CatalogReads } from './modules/catalog/catalog-reads';
import type { Mailer } from './modules/mail/mailer';
import type { TerminationService } from './modules/service/termination-service';
import type { TokenService } from './modules/tokens/token-service';
import type { FileStorage } from './storage/file-storage';

/** What every module gets: settings, the database and the one clock. */
export interface AppContext {
  config: Config;
  database: AppDatabase;
  clock: Clock;
  /** Backend access and refresh tokens. */
  tokens: TokenService;
  /** Outgoing mail (SMTP_URL, or the local sink). */
  mailer: Mailer;
  /** The termination schedule in force and the service phase (operating, terminating, closed). */
  termination: TerminationService;
  /** The cached public catalog reads (api routes and server-drawn first screens). */
  catalog: CatalogReads;
  /** Uploaded files: this instance's disk or the shared S3 bucket (config.storage). */
  storage: FileStorage;
  /** Published remote releases: DEPLOY_DIR or the bucket's `deploy/` folder. */
  releases: FileStorage;
}
