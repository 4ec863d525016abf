// The one Wasm loader: bytes, a compiled module, a (promised) fetch Response or a location in; the checked exports out.
// Both facades (the evaluator, src/wasm/evaluator.ts; the equity kernel, src/engine/equity/wasm-kernel.ts) wrap
// what it returns. It refuses a module whose ABI version is not the one this build was written against.
import { WASM_ABI_VERSION } from './layout';

/** What a fetch Response offers the loader (a real Response fits). */
export interface ResponseLike {
  readonly ok: boolean;
  readonly status: number;
  readonly statusText?: string;
  readonly headers?: { get(name: string): string | null };
  arrayBuffer(): Promise<ArrayBuffer>;
}

export type WasmBytes = ArrayBuffer | ArrayBufferView;

/**
 * What the loader accepts: .wasm bytes, a compiled module, a (promised) fetch Response, or the file's URL
 * (a `URL` or a string: read from disk in Node for file: URLs and plain paths, fetched otherwise).
 */
export type WasmSource = WasmBytes | WebAssembly.Module | ResponseLike | PromiseLike<ResponseLike> | URL | string;

/** The exports every Felt module has; the facades read the rest. */
export interface FeltWasmExports {
  memory: WebAssembly.Memory;
  abiVersion(): number;
}

/** A module that cannot be used: missing, unreadable, or built from other sources than this loader (a stale .wasm). */
export class WasmLoadError extends Error {
  constructor(
    readonly reason: 'wasm.abi' | 'wasm.fetch' | 'wasm.noHost' | 'wasm.notFelt',
    readonly params: Readonly<Record<string, string | number>>,
    message: string,
  ) {
    super(message);
    this.name = 'WasmLoadError';
  }
}

/** Checks that `exports` come from a Felt module of this loader's ABI version, and returns them typed. */
export function checkAbi<T extends FeltWasmExports>(exports: WebAssembly.Exports): T {
  const abi = (exports as Partial<FeltWasmExports>).abiVersion;
  if (typeof abi !== 'function' || !(exports.memory && typeof exports.memory === 'object')) {
    throw new WasmLoadError('wasm.notFelt', {}, 'This WebAssembly module is not Felt\'s evaluator (it has no abiVersion export): rebuild it with npm run asbuild.');
  }
  const found = abi();
  if (found !== WASM_ABI_VERSION) {
    throw new WasmLoadError('wasm.abi', { found, expected: WASM_ABI_VERSION },
      `This evaluator.wasm has ABI version ${found}, but the code expects ${WASM_ABI_VERSION}: it is stale, rebuild it with npm run asbuild.`);
  }
  return exports as unknown as T;
}

/** The host's process object when running under Node (tests, the bench), else undefined. */
interface NodeProcessLike { versions?: { node?: string }; getBuiltinModule?: (id: string) => unknown }
const nodeProcess = (): NodeProcessLike | undefined => {
  const p = (globalThis as { process?: NodeProcessLike }).process;
  return p && typeof p.versions === 'object' && p.versions !== null && p.versions.node ? p : undefined;
};

type Fetch = (url: string) => PromiseLike<ResponseLike>;
const hostFetch = (): Fetch | undefined => (globalThis as { fetch?: Fetch }).fetch;

/** Bytes (Node, file: URL or path) or a fetch Response for a .wasm location. */
async function fromLocation(location: URL | string): Promise<WasmBytes | ResponseLike> {
  let url: URL;
  if (typeof location !== 'string') url = location;
  else if (/^[a-z][a-z0-9+.-]*:/i.test(location) && !/^[a-z]:[\\/]/i.test(location)) url = new URL(location);
  else if (nodeProcess()) {
    // A plain file path (relative to the working directory). The specifiers are variables so bundlers leave them alone.
    const pathModule = 'node:path';
    const urlModule = 'node:url';
    const { resolve } = (await import(/* @vite-ignore */ pathModule)) as { resolve(p: string): string };
    const { pathToFileURL } = (await import(/* @vite-ignore */ urlModule)) as { pathToFileURL(p: string): URL };
    url = pathToFileURL(resolve(location));
  } else url = new URL(location, (globalThis as { location?: { href: string } }).location?.href);
  if (nodeProcess() && url.protocol === 'file:') {
    const fsModule = 'node:fs/promises';
    const { readFile } = (await import(/* @vite-ignore */ fsModule)) as { readFile(u: URL): Promise<Uint8Array> };
    return readFile(url);
  }
  const fetch = hostFetch();
  if (!fetch) throw new WasmLoadError('wasm.noHost', { url: url.href }, `Cannot load ${url.href}: this host has no fetch.`);
  return fetch(url.href);
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as PromiseLike<unknown>).then === 'function';

const isResponse = (value: unknown): value is ResponseLike =>
  typeof value === 'object' && value !== null && typeof (value as ResponseLike).arrayBuffer === 'function'
  && typeof (value as ResponseLike).ok === 'boolean';

/** Imports the module may ask for: `env.abort` (debug builds; release builds import nothing). */
const IMPORTS: WebAssembly.Imports = { env: { abort: () => { throw new Error('The Wasm module aborted (a debug build hit an assertion).'); } } };

type Streaming = (response: ResponseLike, imports: WebAssembly.Imports) => Promise<WebAssembly.WebAssemblyInstantiatedSource>;

/**
 * Instantiates Felt's Wasm module from `source` and checks its ABI version. Without a source: the bundled
 * src/wasm/evaluator.wasm (read from disk in Node, fetched in pages and workers). The caller keeps the instance
 * to one thread (the kernels keep state in static memory).
 */
export async function instantiateFeltWasm<T extends FeltWasmExports>(source?: WasmSource): Promise<T> {
  const given = source === undefined ? await fromLocation(new URL('./evaluator.wasm', import.meta.url))
    : typeof source === 'string' || source instanceof URL ? await fromLocation(source) : source;
  const src: WasmBytes | WebAssembly.Module | ResponseLike = isThenable(given) ? await (given as PromiseLike<ResponseLike>) : given;
  let instance: WebAssembly.Instance;
  if (src instanceof WebAssembly.Module) {
    instance = await WebAssembly.instantiate(src as WebAssembly.Module, IMPORTS);
  } else if (isResponse(src as unknown)) {
    const response = src as ResponseLike;
    if (!response.ok) {
      throw new WasmLoadError('wasm.fetch', { status: response.status },
        `Could not load the Wasm evaluator (${response.status} ${response.statusText ?? ''}).`.replace(' )', ')'));
    }
    const streaming = (WebAssembly as unknown as { instantiateStreaming?: Streaming }).instantiateStreaming;
    instance = typeof streaming === 'function' && response.headers?.get('content-type')?.startsWith('application/wasm')
      ? (await streaming(response, IMPORTS)).instance
      : (await WebAssembly.instantiate(await response.arrayBuffer(), IMPORTS)).instance;
  } else {
    instance = (await WebAssembly.instantiate(src as WasmBytes, IMPORTS)).instance;
  }
  return checkAbi<T>(instance.exports);
}

/** Synchronous instantiation from bytes or a compiled module (Node tools; browsers refuse large modules on the main thread). */
export function instantiateFeltWasmSync<T extends FeltWasmExports>(source: WasmBytes | WebAssembly.Module): T {
  const module = source instanceof WebAssembly.Module ? source : new WebAssembly.Module(source);
  return checkAbi<T>(new WebAssembly.Instance(module, IMPORTS).exports);
}
