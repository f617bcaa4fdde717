// Generates the demo data (data/demo/free and data/demo/premium) when it is missing or not made for today;
// used before `npm start` and `npm run dev`.
import { ensureDemoData } from './stack.mjs';

await ensureDemoData();
