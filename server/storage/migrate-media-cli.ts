// npm run media:migrate: DATA_DIR's uploads (and private files) into the S3 bucket, idempotent.
import { ConfigError, loadConfig } from '../config/env.js';
import { migrateMedia } from './migrate-media.js';

try {
  const config = loadConfig();
  const { copied, present } = await migrateMedia(config, (line) => console.log(line));
  console.log(`media:migrate: ${copied} file(s) copied to bucket ${config.storage.s3.bucket}, ${present} already there`);
} catch (error) {
  console.error(error instanceof ConfigError ? `Invalid configuration: ${error.message}` : error);
  process.exit(1);
}
