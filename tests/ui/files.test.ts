// File addresses built without the SDK (src/lib/data/files.ts) are the SDK's own, for every kind of base address.
import PocketBase, { type RecordModel } from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { sdkFileUrl } from '@/lib/data/files';

const record = { id: 'rec 1/ü', collectionId: 'pbc_123', collectionName: 'memes' } as RecordModel;

describe('file addresses', () => {
  it.each(['http://127.0.0.1:8090', 'https://memes.example.com/', '/', '/pb', 'pb/', ''])(
    'match the SDK with the base %j',
    (base) => {
      const sdk = new PocketBase(base);
      for (const [fileName, thumb] of [
        ['meme one.png', undefined],
        ['a+b&c.gif', '300x300'],
        ['x.jpg', '0x150f'],
        ['', undefined],
      ] as const) {
        expect(sdkFileUrl(base, record, fileName, thumb)).toBe(
          sdk.files.getURL(record, fileName, thumb ? { thumb } : undefined),
        );
      }
      expect(sdkFileUrl(base, { ...record, collectionId: '' }, 'x.png')).toBe(
        sdk.files.getURL({ ...record, collectionId: '' }, 'x.png'),
      );
    },
  );
});
