import type { VariantKey } from '@novavox/contracts-experiments';

/** The copy a variant renders; the control's copy covers a letter this table does not know. */
export type VariantCopyTable<T> = { A: T } & Partial<Record<VariantKey, T>>;

export function pickVariantCopy<T>(table: VariantCopyTable<T>, key: VariantKey): T {
  return table[key] ?? table.A;
}
