// The engine worker: the only file that calls Comlink.expose (and so the only one that touches `self`).
import * as Comlink from 'comlink';
import wasmUrl from '../wasm/evaluator.wasm?url&no-inline';
import { createEquityKernel, setEquityKernel } from '../engine/equity/index';
import { createEngineApi } from './api';

const api = createEngineApi({
  loadKernel: async () => {
    const kernel = await createEquityKernel(fetch(wasmUrl));
    setEquityKernel(kernel); // engine code running in this worker (bots, quizzes) gets the fast path too
    return kernel;
  },
});
Comlink.expose(api);
