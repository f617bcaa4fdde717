// Generates the demo dataset (data/demo) when it is missing; used before `npm start` and `npm run dev`.
import { ensureDemoData } from './stack.mjs';

await ensureDemoData();
