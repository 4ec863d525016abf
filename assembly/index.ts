// Wasm kernels: numbers in, numbers out (DESIGN.md). The evaluators land here with issue 2.
export function abiVersion(): i32 { return 1; }
