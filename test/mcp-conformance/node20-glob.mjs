// The conformance CLI imports fs.globSync, which Node gained in 22; the shop runs on Node 20.19 and up.
// On an older Node this hook gives the CLI's one module a small stand-in (the CLI calls it only for
// `**/<file name>` patterns, in its tier report, never in `server` runs). On Node 22 it does nothing.
import fs from 'node:fs';
import { register } from 'node:module';

if (!fs.globSync) register('./node20-glob-hook.mjs', import.meta.url);
