// npm run backup -- <file> / npm run restore -- <file>: DATABASE_URL and DATA_DIR as the shop reads them.
import { ConfigError, loadConfig } from '../config/env.js';
import { BackupError, backup, restore } from './backup.js';

const [command, file] = process.argv.slice(2);
if ((command !== 'backup' && command !== 'restore') || !file) {
  console.error(`Usage: npm run ${command === 'restore' ? 'restore' : 'backup'} -- <file>`);
  process.exit(2);
}
try {
  const config = loadConfig();
  await (command === 'backup' ? backup : restore)(config, file, (line) => console.log(line));
} catch (error) {
  if (error instanceof ConfigError) console.error(`Invalid configuration: ${error.message}`);
  else if (error instanceof BackupError) console.error(`${command}: ${error.message}`);
  else console.error(error);
  process.exit(1);
}
