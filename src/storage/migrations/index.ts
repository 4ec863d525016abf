// The migration registry: entry i produces schema version i + 1. Add a new file, then one line here.
import { migration001 } from './001-initial';
import { migration002 } from './002-lesson-status';
import { migration003 } from './003-trainer';
import { migration004 } from './004-drill-session';
import { migration005 } from './005-hand-history';
import type { Migration, StoreSpec } from './types';

export const MIGRATIONS: readonly Migration[] = [
  migration001,
  migration002,
  migration003,
  migration004,
  migration005,
];

/** The schema version the app opens: the number of migrations. */
export const SCHEMA_VERSION = MIGRATIONS.length;

/** The stores that exist after running migrations up to `version`, by name. */
export function storesAt(version: number = SCHEMA_VERSION): Map<string, StoreSpec> {
  const stores = new Map<string, StoreSpec>();
  for (const m of MIGRATIONS.slice(0, version)) {
    for (const name of m.removes ?? []) stores.delete(name);
    for (const spec of m.creates) stores.set(spec.name, spec);
  }
  return stores;
}

/** Checks the registry: versions are 1, 2, 3 ... in order (a test calls this). */
export function checkRegistry(): void {
  MIGRATIONS.forEach((m, i) => {
    if (m.version !== i + 1) throw new Error(`Migration at position ${i + 1} says it produces version ${m.version}.`);
  });
}

export type { Migration, StoreSpec } from './types';
