// The ABI version shared with assembly/index.ts (to be generated with the equity layout).
export const WASM_ABI_VERSION = 2;
