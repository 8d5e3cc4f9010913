import './production-mode.js';
import 'reflect-metadata';
import { isClusterWorker, runCluster } from './cluster.js';
import { ConfigError, loadConfig } from './config/env.js';
import { startShop } from './start.js';

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`Invalid configuration: ${error.message}`);
    process.exit(1);
  }
  throw error;
}

if (config.webConcurrency > 1 && !isClusterWorker()) {
  await runCluster(config);
} else {
  await serve(config);
}

/** One HTTP process: the whole shop (in a cluster, on a database the primary prepared). */
async function serve(config: ReturnType<typeof loadConfig>): Promise<void> {
  const worker = isClusterWorker();
  const shop = await startShop(config, { prepared: worker });
  if (worker) {
    process.send?.('ready');
  } else {
    const where = config.databaseUrl ? 'PostgreSQL' : `the embedded database in ${config.dataDir}`;
    console.log(`Shop ready on http://localhost:${config.port} (storefront /, back office /admin, GraphQL /graphql, REST /api) using ${where}`);
    if (shop.generatedAdminPassword) {
      console.log(`First admin account created: ${config.adminEmail} with password ${shop.generatedAdminPassword} (shown once; change it in the back office)`);
    }
  }

  if (shop.state.schemaProblem) console.error(shop.state.schemaProblem);

  // SIGTERM (a deploy, the orchestrator): stop without losing a request (start.ts, shutdown). SIGINT
  // (Ctrl-C at a terminal) skips the drain: no load balancer is waiting for it. A second signal ends
  // the process at once.
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) process.exit(1);
      stopping = true;
      if (!worker) console.log('Stopping...');
      shop.shutdown(signal === 'SIGINT' ? { drainMs: 0 } : {}).then(
        () => process.exit(0),
        (error) => {
          console.error(error);
          process.exit(1);
        },
      );
    });
  }
}
