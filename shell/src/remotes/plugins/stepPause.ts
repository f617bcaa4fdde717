import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Not a failure layer: the runtime loads a remote module in one chain of promises, so without pauses
 * each script's arrival runs several of its steps in one task. This plugin lets the browser run other
 * work (input, paint) between them: before a load starts, after the remote is resolved (its manifest read, its files asked
 * for), before and after its container shares the page's singletons, once the module's files are in,
 * and after the module ran. `pause` resolves in a new task.
 */
export function stepPausePlugin(pause: () => Promise<void>): ModuleFederationRuntimePlugin {
  // The waterfall hooks hand their arguments on: pause, then return them as they came.
  const pauseThenPass = async <T>(args: T): Promise<T> => {
    await pause();
    return args;
  };
  const pauseOnly = async (): Promise<void> => {
    await pause();
  };
  return {
    name: 'tcgp-step-pause',
    beforeRequest: pauseThenPass,
    afterResolve: pauseThenPass,
    beforeInitContainer: pauseThenPass,
    initContainer: pauseThenPass,
    afterGetExpose: pauseOnly,
    onLoad: pauseOnly,
  };
}
