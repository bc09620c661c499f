import * as z from 'zod/mini';
import { copyExperimentStatuses } from './copy-experiment';
import { copyPages, copySlotIds } from './copy-slots';
import { variantKeys } from './experiment-catalog';

/**
 * The shapes the api's `/admin/copy` routes answer with (docs/copy-experiments.md), for the dashboard's editor to
 * check what it reads. Unknown fields are dropped, so the api may add some without breaking an older dashboard.
 */
const slotId = z.enum(copySlotIds);
const variantKey = z.enum(variantKeys);
const status = z.enum(copyExperimentStatuses);
const moment = z.string();

/** `GET /admin/copy/slots`: one slot with its bounds, default and what the page shows now. */
export const copySlotListingSchema = z.object({
  id: slotId,
  label: z.string(),
  page: z.enum(copyPages),
  where: z.string(),
  lines: z.enum(['one', 'several']),
  maxLength: z.number(),
  defaultText: z.string(),
  current: z.string(),
  shipped: z.boolean(),
});
export type CopySlotListing = z.infer<typeof copySlotListingSchema>;
export const copySlotsAnswerSchema = z.object({ slots: z.array(copySlotListingSchema) });

export const copyExperimentSchema = z.object({
  id: z.string(),
  name: z.string(),
  hypothesis: z.string(),
  page: z.enum(copyPages),
  slots: z.array(slotId),
  variants: z.array(z.object({ key: variantKey, copy: z.partialRecord(slotId, z.string()) })),
  status,
  createdBy: z.string(),
  createdAt: moment,
  updatedAt: moment,
  runId: z.nullable(z.string()),
  startedAt: z.nullable(moment),
  endedAt: z.nullable(moment),
  shippedVariant: z.nullable(variantKey),
});
/** `GET /admin/copy/experiments` and every change's answer (`{ experiment }`). */
export const copyExperimentsAnswerSchema = z.object({ experiments: z.array(copyExperimentSchema) });
export const copyExperimentAnswerSchema = z.object({ experiment: copyExperimentSchema });

/** `GET /admin/copy/experiments/:id/history`: each change of status, with who, when and why. */
export const copyExperimentChangeSchema = z.object({
  id: z.number(),
  experimentId: z.string(),
  action: z.string(),
  actor: z.string(),
  reason: z.nullable(z.string()),
  before: status,
  after: status,
  at: moment,
});
export type CopyExperimentChange = z.infer<typeof copyExperimentChangeSchema>;
export const copyExperimentHistoryAnswerSchema = z.object({ changes: z.array(copyExperimentChangeSchema) });

/** `GET /admin/copy/slots/:slot/history`: each ship and rollback of the slot's copy (null: the default). */
export const slotCopyChangeSchema = z.object({
  id: z.number(),
  slotId,
  action: z.enum(['ship', 'rollback']),
  before: z.nullable(z.string()),
  after: z.nullable(z.string()),
  experimentId: z.string(),
  variantId: variantKey,
  actor: z.string(),
  reason: z.nullable(z.string()),
  at: moment,
});
export const slotCopyHistoryAnswerSchema = z.object({ changes: z.array(slotCopyChangeSchema) });
