// Every module that registers job handlers (registerJobHandler at module load), imported by the
// worker so that each server instance knows them all. Add one import line per module.
import '../mail/mail.job.js';
import '../modules/report/inventory-snapshot.job.js';
import '../modules/webhook/webhook-delivery.job.js';
import '../modules/broadcast/broadcast.job.js';
import '../modules/membership/membership.job.js';
