// Entry of the standalone dev host (the composed site only uses the exposed modules).
// Async boundary: shared singletons are negotiated before any app code runs.
import('./standalone').catch((error: unknown) => console.error(error));
