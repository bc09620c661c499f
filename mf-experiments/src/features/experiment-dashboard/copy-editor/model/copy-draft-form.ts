import {
  type CopyExperiment,
  type CopyExperimentDraft,
  type CopySlotId,
  copyExperimentDraftSchema,
  copySlots,
  copyTextProblems,
  isCopySlotId,
  type SlotCopy,
  variantKeys,
} from '@novavox/contracts-experiments';

/**
 * What the editor's form holds: a name, a hypothesis, the slots tested and each arm's copy for them (arm A, the
 * control, first). Checked as typed with the api's own rule (`copyExperimentDraftSchema`, docs/copy-experiments.md),
 * each problem named by its arm and slot.
 */
export interface CopyDraftForm {
  name: string;
  hypothesis: string;
  slots: CopySlotId[];
  arms: SlotCopy[];
}

export const MIN_ARMS = 2;
export const MAX_ARMS = variantKeys.length;

export const emptyDraftForm = (): CopyDraftForm => ({ name: '', hypothesis: '', slots: [], arms: [{}, {}] });

/** A saved draft, back in the form to be edited. */
export function draftFormOf(experiment: CopyExperiment): CopyDraftForm {
  return {
    name: experiment.name,
    hypothesis: experiment.hypothesis,
    slots: [...experiment.slots],
    arms: experiment.variants.map((variant) => ({ ...variant.copy })),
  };
}

/** Adds a slot (arm A, the control, starts with the copy the page shows now; the others empty) or takes it out. */
export function withSlot(form: CopyDraftForm, slot: CopySlotId, on: boolean, current: string): CopyDraftForm {
  if (on === form.slots.includes(slot)) return form;
  if (!on)
    return {
      ...form,
      slots: form.slots.filter((entry) => entry !== slot),
      arms: form.arms.map(({ [slot]: _removed, ...rest }) => rest),
    };
  return {
    ...form,
    slots: [...form.slots, slot],
    arms: form.arms.map((arm, index) => ({ ...arm, [slot]: index === 0 ? current : '' })),
  };
}

export function withArm(form: CopyDraftForm): CopyDraftForm {
  if (form.arms.length >= MAX_ARMS) return form;
  return { ...form, arms: [...form.arms, Object.fromEntries(form.slots.map((slot) => [slot, '']))] };
}

export function withoutLastArm(form: CopyDraftForm): CopyDraftForm {
  if (form.arms.length <= MIN_ARMS) return form;
  return { ...form, arms: form.arms.slice(0, -1) };
}

export function withArmText(form: CopyDraftForm, arm: number, slot: CopySlotId, text: string): CopyDraftForm {
  return { ...form, arms: form.arms.map((copy, index) => (index === arm ? { ...copy, [slot]: text } : copy)) };
}

/** What the api is sent: the name and hypothesis trimmed, each arm's copy exactly as typed. */
export function draftOf(form: CopyDraftForm): CopyExperimentDraft {
  return {
    name: form.name.trim(),
    hypothesis: form.hypothesis.trim(),
    variants: form.arms.map((arm) => Object.fromEntries(form.slots.map((slot) => [slot, arm[slot] ?? '']))),
  };
}

/** A field of the form: `name`, `hypothesis`, `slots`, `arms`, or one arm's copy for one slot. */
export type DraftField = 'name' | 'hypothesis' | 'slots' | 'arms' | `arm-${number}-${CopySlotId}`;

export const armField = (arm: number, slot: CopySlotId): DraftField => `arm-${arm}-${slot}`;

export const armName = (arm: number) => `Arm ${variantKeys[arm]}${arm === 0 ? ' (control)' : ''}`;

/** How a problem names its field, for the error summary: "Arm B, Hero headline". */
export function fieldName(field: DraftField): string {
  const arm = /^arm-(\d+)-(.+)$/.exec(field);
  if (arm?.[1] !== undefined && arm[2] && isCopySlotId(arm[2]))
    return `Arm ${variantKeys[Number(arm[1])]}, ${copySlots[arm[2]].label}`;
  return { name: 'Name', hypothesis: 'Hypothesis', slots: 'Slots', arms: 'Arms' }[field as string] ?? field;
}

export interface DraftProblem {
  field: DraftField;
  /** "Arm B, Hero headline: must not contain HTML". */
  text: string;
}

/**
 * Every problem of the form, in the order the fields appear; none: it can be saved. The name, the hypothesis and
 * the number of arms by the api's schema; each arm's copy for each slot by the shared copy rule (`copyTextProblems`),
 * all at once (the schema checks the arms only once the name and hypothesis pass).
 */
export function draftProblems(form: CopyDraftForm): DraftProblem[] {
  const draft = draftOf(form);
  const problems: DraftProblem[] = [];
  const parsed = copyExperimentDraftSchema.safeParse(draft);
  const issues = parsed.success ? [] : parsed.error.issues;
  for (const field of ['name', 'hypothesis'] as const)
    for (const issue of issues)
      if (issue.path.length === 1 && issue.path[0] === field)
        problems.push({ field, text: `${fieldName(field)}: ${issue.message}` });
  if (form.slots.length === 0) problems.push({ field: 'slots', text: 'Slots: choose at least one slot to test' });
  for (const issue of issues)
    if (issue.path.length === 1 && issue.path[0] === 'variants')
      problems.push({ field: 'arms', text: `Arms: ${issue.message}` });
  draft.variants.forEach((arm, index) => {
    for (const slot of form.slots)
      for (const message of copyTextProblems(slot, arm[slot] ?? ''))
        problems.push({ field: armField(index, slot), text: `${fieldName(armField(index, slot))}: ${message}` });
  });
  return problems;
}
