// The entry. It lets the browser paint the prerendered page first (one frame, or 100 ms when no frame
// comes, e.g. in a background tab), then crosses the async boundary where the shared singletons are
// negotiated before any app code runs.
const painted = new Promise<void>((resolve) => {
  const done = () => resolve();
  setTimeout(done, 100);
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(done, 0));
});

painted
  .then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'))
  .catch((error: unknown) => {
    console.error(error);
    const root = document.getElementById('root');
    // The prerendered page carries this message in its language (no texts can load at this point).
    if (root) root.textContent = document.documentElement.dataset.startFailed || 'The site could not start. Please reload the page.';
  });
