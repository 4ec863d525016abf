// The contract of one numbered schema migration (see ../store.ts for how to add one).
import type { IDBPDatabase, IDBPTransaction } from 'idb';
import type { StorageProblem } from '../types';

/** A store this migration creates: its key path and how an imported record is checked. */
export interface StoreSpec {
  name: string;
  keyPath: string;
  /** Included in export files and restored by import. */
  exported: boolean;
  /** What is wrong with an imported or stored record (a message id with parameters, see STORAGE_TEXT), or null when it is fine. */
  validate(record: unknown): StorageProblem | null;
}

export type UpgradeTransaction = IDBPTransaction<unknown, string[], 'versionchange'>;

export interface Migration {
  /** The schema version this migration produces (1, 2, ...): its position in the registry. */
  version: number;
  description: string;
  /** Stores created by this migration. */
  creates: StoreSpec[];
  /** Stores deleted by this migration. */
  removes?: string[];
  /**
   * Changes the database from version - 1 to version. Runs inside the upgrade transaction:
   * await only IndexedDB requests here (anything else lets the transaction close).
   */
  upgrade(db: IDBPDatabase<unknown>, tx: UpgradeTransaction): Promise<void> | void;
  /** Converts the stores of an export file made at version - 1 into this version's shape. */
  upgradeExport?(stores: Record<string, unknown[]>): Record<string, unknown[]>;
}

/** A small helper for validators: is this a plain object? */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
