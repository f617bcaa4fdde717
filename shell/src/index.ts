// The entry: crosses the async boundary where the shared singletons are negotiated before any app
// code runs. (The prerendered pages load this script after their first paint.)
import(/* webpackChunkName: "bootstrap" */ './bootstrap').catch((error: unknown) => {
  console.error(error);
  const root = document.getElementById('root');
  // The prerendered page carries this message in its language (no texts can load at this point).
  if (root) root.textContent = document.documentElement.dataset.startFailed || 'The site could not start. Please reload the page.';
});
