// Every MikroORM entity, listed explicitly (each module's manifest names its own) so that discovery works
// the same in the build, in tests and in the migration tool.
import { Job } from '../jobs/job.entity.js';
import { MailOutbox } from '../mail/outbox.entity.js';
import { shopModules } from './shop-modules.js';

export const entities = [...shopModules.flatMap((module) => module.entities ?? []), Job, MailOutbox];
