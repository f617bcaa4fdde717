import { act } from '@testing-library/react';

/**
 * Stubs `navigator.onLine` for the tests of one file (online before each test, the real property back
 * after the file) and returns how to go offline or online the way the browser does: the flag first,
 * then the `offline` / `online` event on window. Call it at the top level of a test file.
 */
export function stubNetwork(): {
  setOnline(value: boolean): void;
  /** The flag only, as when the connection drops while a request runs (the event comes later). */
  dropConnection(): void;
} {
  let online = true;
  beforeAll(() => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  });
  afterAll(() => {
    Reflect.deleteProperty(navigator, 'onLine');
  });
  beforeEach(() => {
    online = true;
  });
  return {
    setOnline(value: boolean) {
      online = value;
      act(() => {
        window.dispatchEvent(new Event(value ? 'online' : 'offline'));
      });
    },
    dropConnection() {
      online = false;
    },
  };
}
