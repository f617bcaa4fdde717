// The entry: crosses the async boundary where the shared singletons are negotiated before any app
// code runs. (The prerendered pages load this script after their first paint.)
//
// The start is a row of short tasks, not one long one: the federation runtime, React DOM, the store
// library, the i18n library, the contract and the app are each evaluated in a task of their own, so a
// tap on the prerendered page is never kept waiting for all of them at once. (On a mid-range phone a
// task over about 12 ms here is one over 50 ms there.)
import { nextTask } from '@tcgp/scheduling';

/** Loads the browser's number and date formats in a worker while the page starts (see the worker). */
function warmFormats(): void {
  try {
    new Worker(/* webpackChunkName: "intl-warmup" */ new URL('./startup/intlWarmup.worker.ts', import.meta.url), {
      name: document.documentElement.lang || 'en',
    });
  } catch {
    // No workers here (or refused): the page's first formatter does the same work itself.
  }
}

async function start(): Promise<void> {
  await nextTask();
  warmFormats();
  await nextTask();
  await import('react-dom/client');
  // The contract's libraries first, each on its own (the contract's evaluation then finds them evaluated).
  // Naming one export the contract uses keeps their unused exports out of the bundle.
  await nextTask();
  await import(/* webpackExports: ["configureStore"] */ '@reduxjs/toolkit');
  await nextTask();
  await import(/* webpackExports: ["default"] */ 'i18next');
  await nextTask();
  await import('shared-contracts');
  await nextTask();
  await import(/* webpackChunkName: "bootstrap" */ './bootstrap');
}

start().catch((error: unknown) => {
  console.error(error);
  const root = document.getElementById('root');
  // The prerendered page carries this message in its language (no texts can load at this point).
  if (root) root.textContent = document.documentElement.dataset.startFailed || 'The site could not start. Please reload the page.';
});
