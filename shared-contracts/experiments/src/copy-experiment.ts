import * as z from 'zod/mini';
import type { CopyVariant } from './copy-document';
import { type CopyPage, type CopySlotId, copySlots, isCopySlotId } from './copy-slots';
import { copyTextProblems, type SlotCopy } from './copy-text';
import { type VariantKey, variantKeys } from './experiment-catalog';
import { issueProblems } from './parse-result';
import { changeReasonSchema, teamText } from './text-line-schema';
import { TEXT_TYPE_RULE } from './text-rules';

/**
 * An experiment the team writes in the dashboard on one or more copy slots (docs/copy-experiments.md):
 * `draft` (kept, editable, nobody sees it) → `running` (visitors are bucketed into its arms) → `stopped` (everyone
 * sees the slots' copy again) or `shipped` (one arm's copy became the slots' copy) → `rolled_back` (the copy
 * before the ship is back). Arm A is the control: the copy it gives is what the slots showed when it was written.
 */
export const copyExperimentStatuses = ['draft', 'running', 'stopped', 'shipped', 'rolled_back'] as const;
export type CopyExperimentStatus = (typeof copyExperimentStatuses)[number];

/** Created experiments' ids start so, and never collide with the catalog's. */
export const COPY_EXPERIMENT_PREFIX = 'copy_';

// What visitors' pages read lives in copy-document.ts, small enough for the first-frame script.
export {
  type CopyDocument,
  type CopyVariant,
  copyArmOf,
  copyExperimentShape,
  type RunningCopyExperiment,
  visitorSlotCopy,
} from './copy-document';

export interface CopyExperiment {
  id: string;
  name: string;
  hypothesis: string;
  page: CopyPage;
  slots: CopySlotId[];
  variants: CopyVariant[];
  status: CopyExperimentStatus;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  /** The current or last run: set when started. */
  runId: string | null;
  startedAt: string | null;
  endedAt: string | null;
  shippedVariant: VariantKey | null;
}

/** Why a change was made, kept in the history: the same rule as a catalog experiment's change. */
export const copyReasonSchema = changeReasonSchema;

const variantCopy = z.record(z.string(), z.unknown(), { error: 'must be an object of slot: copy' });

/** The longest name and hypothesis of a copy test; the dashboard's fields stop there too (maxLength). */
export const COPY_EXPERIMENT_TEXT_LIMITS = { name: 80, hypothesis: 1000 } as const;

/** What the dashboard sends to create a draft or rewrite it: a name, a hypothesis and each arm's copy. */
export const copyExperimentDraftSchema = z
  .object({
    name: teamText(COPY_EXPERIMENT_TEXT_LIMITS.name),
    hypothesis: teamText(COPY_EXPERIMENT_TEXT_LIMITS.hypothesis, { multiline: true }),
    variants: z
      .array(variantCopy, { error: 'must be a list of arms' })
      .check(
        z.minLength(2, { error: 'must have at least 2 arms (A, the control, and one to test)' }),
        z.maxLength(variantKeys.length, { error: `must have at most ${variantKeys.length} arms` }),
      ),
  })
  .check((ctx) => {
    const variants = ctx.value.variants;
    const first = variants[0] ?? {};
    const slots = Object.keys(first);
    if (slots.length === 0)
      ctx.issues.push({
        code: 'custom',
        message: 'must give copy for at least one slot',
        path: ['variants', 0],
        input: first,
      });
    const pages = new Set<string>();
    variants.forEach((variant, index) => {
      const keys = Object.keys(variant);
      for (const slot of slots) {
        if (!(slot in variant))
          ctx.issues.push({
            code: 'custom',
            message: 'is missing: every arm gives copy for the same slots',
            path: ['variants', index, slot],
            input: variant,
          });
      }
      for (const key of keys) {
        const path = ['variants', index, key];
        if (!isCopySlotId(key)) {
          ctx.issues.push({ code: 'custom', message: 'is not a copy slot', path, input: variant });
          continue;
        }
        pages.add(copySlots[key].page);
        if (!slots.includes(key))
          ctx.issues.push({
            code: 'custom',
            message: 'is not a slot of arm A: every arm gives copy for the same slots',
            path,
            input: variant,
          });
        const text = variant[key];
        if (typeof text !== 'string') ctx.issues.push({ code: 'custom', message: TEXT_TYPE_RULE, path, input: text });
        else
          for (const message of copyTextProblems(key, text))
            ctx.issues.push({ code: 'custom', message, path, input: text });
      }
    });
    if (pages.size > 1)
      ctx.issues.push({
        code: 'custom',
        message: 'must all be slots of one page',
        path: ['variants'],
        input: variants,
      });
  });

export interface CopyExperimentDraft {
  name: string;
  hypothesis: string;
  variants: SlotCopy[];
}

/** Problems named by field (`"variants.1.hero_headline" must …`), or the draft. */
export function parseCopyExperimentDraft(
  value: unknown,
): { ok: true; value: CopyExperimentDraft } | { ok: false; problems: string[] } {
  const parsed = copyExperimentDraftSchema.safeParse(value);
  if (parsed.success) return { ok: true, value: parsed.data as CopyExperimentDraft };
  return {
    ok: false,
    problems: issueProblems(parsed.error.issues),
  };
}

/** Arms A, B, … in the order written. */
export function copyVariants(variants: readonly SlotCopy[]): CopyVariant[] {
  return variants.map((copy, index) => ({ key: variantKeys[index] as VariantKey, copy }));
}

/** A change of a slot's copy, kept for ever: a ship, or the rollback of one. */
export interface SlotCopyChange {
  id: number;
  slotId: CopySlotId;
  action: 'ship' | 'rollback';
  /** Null: the slot's default. */
  before: string | null;
  after: string | null;
  experimentId: string;
  variantId: VariantKey;
  actor: string;
  reason: string | null;
  at: string;
}
