import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { stepPausePlugin } from './stepPause';

describe('stepPausePlugin: the runtime loads a remote module in steps, each in a task of its own', () => {
  /** A federation runtime whose remote entry is a fake container that logs what the runtime asks of it. */
  function runtimeWithPauses() {
    const log: string[] = [];
    const container = {
      init: () => void log.push('init'),
      get: (expose: string) => {
        log.push(`get ${expose}`);
        return Promise.resolve(() => {
          log.push('factory');
          return { default: 'the page' };
        });
      },
    };
    const fakeEntry: ModuleFederationRuntimePlugin = {
      name: 'fake-entry',
      loadEntry: () => {
        log.push('entry');
        return container as never;
      },
    };
    const waiting: (() => void)[] = [];
    const pause = () =>
      new Promise<void>((resolve) => {
        log.push('pause');
        waiting.push(resolve);
      });
    const mf = createInstance({
      name: 'host',
      remotes: [{ name: 'tierlist', entry: 'http://127.0.0.1:1/remoteEntry.js' }],
      plugins: [fakeEntry, stepPausePlugin(pause)],
    });
    return { mf, log, waiting };
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('pauses before the load, after resolving, around the container init, after the expose and after the factory, and still delivers the module', async () => {
    const { mf, log, waiting } = runtimeWithPauses();
    const loaded = mf.loadRemote<{ default: string }>('tierlist/TierListPage');
    const steps: string[][] = [];
    // Nothing goes on while a pause is pending; releasing it runs exactly the next step.
    for (let i = 0; i < 6; i += 1) {
      await settle();
      steps.push(log.splice(0));
      expect(waiting).toHaveLength(1);
      await settle();
      expect(log).toEqual([]);
      waiting.shift()?.();
    }
    await expect(loaded).resolves.toEqual({ default: 'the page' });
    expect(steps).toEqual([['pause'], ['pause'], ['entry', 'pause'], ['init', 'pause'], ['get ./TierListPage', 'pause'], ['factory', 'pause']]);
  });
});
