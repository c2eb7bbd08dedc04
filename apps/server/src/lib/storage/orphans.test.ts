import { realNow } from '@portal/shared/time/shift';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { JournaledStorage } from './journal';
import { ORPHAN_AGE_MS, sweepNodeUploads, sweepOrphanUploads } from './orphans';
import { startLocalS3 } from './testing';

/* Files a server killed mid-upload leaves behind (written, never recorded) are swept at the next start. */

const stores = {
  'on disk': async () => ({ storageUrl: undefined, close: async () => {} }),
  'in an S3 bucket': async () => {
    const s3 = await startLocalS3();
    return { storageUrl: s3.url('orphans'), close: () => s3.close() };
  },
};

describe.each(Object.entries(stores))('sweepOrphanUploads, files %s', (_, openStore) => {
  let t: TestApp;
  let closeStore: () => Promise<void>;
  beforeAll(async () => {
    const store = await openStore();
    closeStore = store.close;
    t = await createTestApp({ storageUrl: store.storageUrl });
  });
  afterAll(async () => {
    await t.close();
    await closeStore();
  });

  const keysUnder = async (prefix: string) => {
    const keys: string[] = [];
    for await (const { key } of t.app.storage.list(prefix)) keys.push(key);
    return keys.sort();
  };

  it('removes old files no row names and half-written parts; keeps recorded ones, fresh ones and the demo samples', async () => {
    const recorded = 'institutes/1/submissions/11111111-1111-4111-8111-111111111111';
    const orphan = 'institutes/1/submissions/22222222-2222-4222-8222-222222222222';
    const partial = 'institutes/1/submissions/33333333-3333-4333-8333-333333333333.a1b2c3d4e5f6.part';
    // A profile photo has no stored_files row (users.photo_url names it): it lives outside the swept prefix.
    const photo = `photos/${'a'.repeat(32)}.webp`;
    for (const key of [recorded, orphan, partial, photo])
      await t.app.storage.put(key, Buffer.from('%PDF-1.4 x'), 'application/pdf');
    await t.database.db.insert(storedFiles).values({
      instituteId: 1,
      storageKey: recorded,
      fileName: 'kept.pdf',
      contentType: 'application/pdf',
      sizeBytes: 10,
    });
    const before = await keysUnder('institutes/');
    expect(before).toEqual(expect.arrayContaining([recorded, orphan, partial]));

    // Just written: an upload may still be in flight on another node, so nothing goes yet.
    expect(await sweepOrphanUploads(t.database.db, t.app.storage, realNow())).toEqual([]);
    expect(await keysUnder('institutes/')).toEqual(before);

    const later = new Date(realNow().getTime() + ORPHAN_AGE_MS + 60_000);
    expect((await sweepOrphanUploads(t.database.db, t.app.storage, later)).sort()).toEqual(
      [orphan, partial].sort(),
    );
    const after = await keysUnder('institutes/');
    expect(after).toContain(recorded);
    expect(after).not.toContain(orphan);
    expect(after).not.toContain(partial);
    expect(after).toEqual(before.filter((key) => key !== orphan && key !== partial));
    // The shipped samples are read in place, never listed or swept.
    expect(await t.app.storage.size('demo/guide-en.pdf')).not.toBeNull();
    expect(await t.app.storage.size(photo)).not.toBeNull();
  });

  it("at a node's start: its unrecorded uploads go at any age; its recorded ones and another node's stay", async () => {
    const nodeA = new JournaledStorage(t.app.storage, 'node-a');
    const nodeB = new JournaledStorage(t.app.storage, 'node-b');
    const recorded = 'institutes/2/submissions/44444444-4444-4444-8444-444444444444';
    const cut = 'institutes/2/submissions/55555555-5555-4555-8555-555555555555';
    const inFlightElsewhere = 'institutes/2/submissions/66666666-6666-4666-8666-666666666666';
    await nodeA.put(recorded, Buffer.from('%PDF-1.4 a'), 'application/pdf');
    await nodeA.put(cut, Buffer.from('%PDF-1.4 b'), 'application/pdf');
    await nodeB.put(inFlightElsewhere, Buffer.from('%PDF-1.4 c'), 'application/pdf');
    await t.database.db.insert(storedFiles).values({
      instituteId: 2,
      storageKey: recorded,
      fileName: 'kept.pdf',
      contentType: 'application/pdf',
      sizeBytes: 10,
    });

    // Node A restarts at once: what it wrote and never recorded goes, fresh as it is.
    expect(await sweepNodeUploads(t.database.db, nodeA, 'node-a', realNow())).toEqual([cut]);
    expect(await keysUnder('institutes/2/')).toEqual([recorded, inFlightElsewhere]);
    expect(await keysUnder('pending/node-a/')).toEqual([]);
    expect(await keysUnder('pending/node-b/')).toEqual([`pending/node-b/${inFlightElsewhere}`]);

    // Node B never comes back (a new id): an hour later any node settles its notes.
    const later = new Date(realNow().getTime() + ORPHAN_AGE_MS + 60_000);
    expect(await sweepOrphanUploads(t.database.db, t.app.storage, later)).toContain(inFlightElsewhere);
    expect(await keysUnder('institutes/2/')).toEqual([recorded]);
    expect(await keysUnder('pending/node-b/')).toEqual([]);
  });

  it('an empty store is fine', async () => {
    expect(await keysUnder('institutes/999/')).toEqual([]);
  });
});
