// `node --import tsx --import ./content/_lib/yaml-register.mjs file.ts`: a script that reads the
// site's data (site.config.ts, content/site.ts) imports content/*.yml as the build does.
import { register } from 'node:module';

register('./yaml-hook.mjs', import.meta.url);
