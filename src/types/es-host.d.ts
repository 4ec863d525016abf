// What the pure projects (engine, wasm loader, trainer, bots, play, i18n) may assume of any JS host beyond ES2022:
// WebAssembly, import.meta.url and URL, present alike in Node, pages and workers. No DOM, no worker globals, no Node
// (DESIGN.md boundaries); only the members Felt uses are declared, with the same shapes as TypeScript's DOM lib.

declare namespace WebAssembly {
  interface Memory {
    readonly buffer: ArrayBuffer;
    grow(delta: number): number;
  }
  var Memory: { prototype: Memory; new (descriptor: { initial: number; maximum?: number }): Memory };

  interface Module {}
  var Module: { prototype: Module; new (bytes: ArrayBuffer | ArrayBufferView): Module };

  type ExportValue = unknown;
  type Exports = Record<string, ExportValue>;
  type ImportValue = unknown;
  type ModuleImports = Record<string, ImportValue>;
  type Imports = Record<string, ModuleImports>;

  interface Instance {
    readonly exports: Exports;
  }
  var Instance: { prototype: Instance; new (module: Module, importObject?: Imports): Instance };

  interface WebAssemblyInstantiatedSource {
    instance: Instance;
    module: Module;
  }

  function instantiate(bytes: ArrayBuffer | ArrayBufferView, importObject?: Imports): Promise<WebAssemblyInstantiatedSource>;
  function instantiate(moduleObject: Module, importObject?: Imports): Promise<Instance>;
  function compile(bytes: ArrayBuffer | ArrayBufferView): Promise<Module>;
}

interface ImportMeta {
  readonly url: string;
}

/** WHATWG URL (pure string handling); the loader builds the bundled .wasm location with it. */
interface URL {
  readonly href: string;
  readonly protocol: string;
  readonly pathname: string;
  toString(): string;
}
declare var URL: { prototype: URL; new (url: string | URL, base?: string | URL): URL };
