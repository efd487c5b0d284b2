import { describe, expect, it } from 'vitest';
import { answerJson, reusedPart } from './answer-json';

describe('answerJson', () => {
  it('writes what JSON.stringify writes', () => {
    const samples: unknown[] = [
      null,
      3,
      'text "quoted" \u2028',
      [],
      {},
      [1, undefined, () => 1, 'x'],
      { a: undefined, b: () => 1, c: null, 'd"e': [{ f: 1 }, [2, [3, { g: undefined }]]] },
      { when: new Date(0), nested: { deep: { deeper: { deepest: [1, { x: undefined }] } } } },
      { toJSON: () => ({ replaced: true }) },
      Object.assign(Object.create(null) as object, { bare: 1 }),
    ];
    for (const sample of samples) expect(answerJson(sample)).toBe(JSON.stringify(sample));
  });

  it('reuses the first JSON of a reused part wherever it appears, and writes other objects afresh', () => {
    const dish = reusedPart({ id: 54, name: 'Biryani Bucket', price: '999.00' });
    const store = { id: 3, distance: 6.7 };
    const answer = { success: true, stores: [store], items: [dish, dish], next_cursor: null };
    const first = answerJson(answer);
    expect(first).toBe(JSON.stringify(answer));
    // Parts never change once marked; changing one here shows which JSON is reused.
    (dish as { name: string }).name = 'changed';
    store.distance = 1.2;
    expect(answerJson(answer)).toBe(JSON.stringify({ ...answer, stores: [store], items: [{ id: 54, name: 'Biryani Bucket', price: '999.00' }, { id: 54, name: 'Biryani Bucket', price: '999.00' }] }));
    expect(answerJson([dish])).toBe('[{"id":54,"name":"Biryani Bucket","price":"999.00"}]');
  });

  it('marking a part twice keeps its first JSON', () => {
    const part = reusedPart({ a: 1 });
    expect(answerJson({ p: part })).toBe('{"p":{"a":1}}');
    part.a = 2;
    reusedPart(part);
    expect(answerJson({ p: part })).toBe('{"p":{"a":1}}');
  });
});
