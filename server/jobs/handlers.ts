// Every job handler (registerJobHandler at module load), imported by the worker so that each server
// instance knows them all: a module's index.ts loads its own job files, and the mail job is the shop's.
import '../mail/mail.job.js';
import '../modules/shop-modules.js';
