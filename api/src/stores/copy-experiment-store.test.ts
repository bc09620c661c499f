import { defaultExperimentStates } from '@novavox/contracts-experiments/experiment-state';
import { beforeEach, describe, expect, it } from 'vitest';
import { eachTestDatabase } from '../testing/test-database';
import { type CopyExperimentStore, createCopyExperimentStore, writeIfUnchanged } from './copy-experiment-store';

const AT = new Date('2026-11-28T10:00:00Z');
const DRAFT = {
  name: 'Shorter button',
  hypothesis: 'A shorter label is read faster',
  variants: [{ hero_cta_label: 'Join Waitlist' }, { hero_cta_label: 'Join' }],
};

const db = eachTestDatabase();
let store: CopyExperimentStore;
beforeEach(() => {
  store = createCopyExperimentStore(db.db, async () => ({
    experiments: defaultExperimentStates(true),
    updatedAt: null,
  }));
});

const row = (id: string) =>
  db.db.selectFrom('copy_experiments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('writing a copy experiment only over the version read', () => {
  it('writes and moves the version on when nobody changed the row', async () => {
    const { id } = await store.create(DRAFT, 'ana', AT);
    const read = await row(id);
    const written = await db.db
      .transaction()
      .execute((trx) => writeIfUnchanged(trx, read, { name: 'Renamed' }, '2026-11-28T10:05:00.000Z'));
    expect(written).toMatchObject({ name: 'Renamed', version: 2, updated_at: '2026-11-28T10:05:00.000Z' });
  });

  it('writes nothing over a row someone changed since it was read', async () => {
    const { id } = await store.create(DRAFT, 'ana', AT);
    const stale = await row(id);
    await db.db.updateTable('copy_experiments').set({ version: 2, name: 'Theirs' }).where('id', '=', id).execute();
    const written = await db.db
      .transaction()
      .execute((trx) => writeIfUnchanged(trx, stale, { name: 'Mine' }, '2026-11-28T10:05:00.000Z'));
    expect(written).toBeUndefined();
    expect(await row(id)).toMatchObject({ name: 'Theirs', version: 2 });
  });
});

describe('a change to a copy experiment that is not there', () => {
  it('is refused with 404 naming it, whether an edit or a transition', async () => {
    const refused = { ok: false, status: 404, message: 'No copy experiment "copy_000000000000"' };
    expect(await store.update('copy_000000000000', DRAFT, 'ana', AT)).toEqual(refused);
    expect(await store.stop('copy_000000000000', 'ana', AT, null)).toEqual(refused);
  });
});
