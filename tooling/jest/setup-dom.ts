import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom does not provide TextEncoder/TextDecoder, which some libraries need when they are imported.
if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

// findBy* / waitFor wait up to 5 s (Testing Library's default is 1 s): pages that read the real data
// snapshot parse and check megabytes of JSON, which takes longer than a second on a busy 2-core runner.
// A test that fails still fails; it only fails later.
configure({ asyncUtilTimeout: 5000 });
