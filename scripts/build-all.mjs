// `npm run build`: production builds of the shell and the four remotes into <app>/dist.
import { buildAll } from './stack.mjs';

await buildAll();
