// npm run media:migrate: DATA_DIR's uploads (and private files) into the S3 bucket, and the pictures' missing
// WebP variants (in the bucket, or in DATA_DIR with the local driver), idempotent.
import { ConfigError, loadConfig } from '../config/env.js';
import { migrateMedia } from './migrate-media.js';

try {
  const config = loadConfig();
  const { copied, present, variants } = await migrateMedia(config, (line) => console.log(line));
  const variantsMade = `variants made for ${variants} picture(s)`;
  if (config.storage.driver === 's3')
    console.log(`media:migrate: ${copied} file(s) copied to bucket ${config.storage.s3.bucket}, ${present} already there, ${variantsMade}`);
  else console.log(`media:migrate: ${variantsMade} in DATA_DIR`);
} catch (error) {
  console.error(error instanceof ConfigError ? `Invalid configuration: ${error.message}` : error);
  process.exit(1);
}
