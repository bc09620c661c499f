import { type CodedSlotText, type CopySlotId, slotText } from '@novavox/contracts-experiments/copy-slots';
import { useRuntimeConfig } from '@novavox/contracts-runtime';

/**
 * The text of one copy slot for this visitor, known on the first render: a coded experiment's arm when it shows
 * one (pass its variant and text), else the copy shipped to the slot, else the slot's default (copy-slots.ts).
 * React escapes it wherever it lands; it is never markup.
 */
export function useCopySlot(slotId: CopySlotId, coded?: CodedSlotText): string {
  const { slotCopy } = useRuntimeConfig();
  return slotText(slotId, slotCopy ?? {}, coded);
}

/** `useCopySlot` for a varying number of slots (a list of cards): a function of the slot and its coded text. */
export function useCopySlots(): (slotId: CopySlotId, coded?: CodedSlotText) => string {
  const { slotCopy } = useRuntimeConfig();
  return (slotId, coded) => slotText(slotId, slotCopy ?? {}, coded);
}
