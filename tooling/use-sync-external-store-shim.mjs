// React 18+ has useSyncExternalStore built in; the `use-sync-external-store/shim` package that some
// libraries (wouter) import only re-exports it there. Pointing the shim here saves the page a request.
export { useSyncExternalStore } from 'react';
