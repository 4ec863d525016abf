// The engine worker: the only file that calls Comlink.expose (and so the only one that touches `self`).
import * as Comlink from 'comlink';
import wasmUrl from '../wasm/evaluator.wasm?url&no-inline';
import { createEquityKernel } from '../engine/equity/index';
import { createEngineApi } from './api';

const api = createEngineApi({
  loadKernel: () => createEquityKernel(fetch(wasmUrl)),
});
Comlink.expose(api);
