/** The editor's server state (TanStack Query); a change invalidates all of it (`copyQueryKeys.all`). */
export const copyQueryKeys = {
  all: ['copy'] as const,
  slots: ['copy', 'slots'] as const,
  slotHistory: (slot: string) => ['copy', 'slot-history', slot] as const,
  experiments: ['copy', 'experiments'] as const,
  history: (id: string) => ['copy', 'history', id] as const,
};
