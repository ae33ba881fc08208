import { describe, expect, it } from 'vitest';
import { compile } from '../../engine/forms/compile';
import { buildLargeQuestionnaire } from '../../engine/forms/testing/large-questionnaire';
import { updateElement } from '../../engine/forms/builder';
import { elementsInOrder } from '../../engine/forms';
import { shareUnchanged } from './share-unchanged';

describe('shareUnchanged', () => {
  it('returns the previous value when everything is equal', () => {
    const previous = { a: [1, { b: 'x' }], c: null, d: undefined };
    expect(shareUnchanged(previous, { a: [1, { b: 'x' }], c: null, d: undefined })).toBe(previous);
    expect(shareUnchanged(NaN, NaN)).toBeNaN();
  });

  it('keeps the unchanged parts and takes the changed ones', () => {
    const previous = { keep: { deep: [1, 2] }, change: { text: 'old' }, list: [{ id: 1 }, { id: 2 }] };
    const next = { keep: { deep: [1, 2] }, change: { text: 'new' }, list: [{ id: 1 }, { id: 3 }] };
    const shared = shareUnchanged(previous, next);
    expect(shared).toEqual(next);
    expect(shared).not.toBe(previous);
    expect(shared.keep).toBe(previous.keep);
    expect(shared.change).toBe(next.change);
    expect(shared.list[0]).toBe(previous.list[0]);
    expect(shared.list[1]).toBe(next.list[1]);
  });

  it('sees added, removed and reordered keys, longer and shorter arrays and changed types', () => {
    const previous = { a: 1, b: 2, list: [1, 2], value: { x: 1 } as unknown };
    expect(shareUnchanged(previous, { a: 1, b: 2, c: 3, list: [1, 2], value: { x: 1 } })).not.toBe(previous);
    expect(shareUnchanged(previous, { a: 1, list: [1, 2], value: { x: 1 } })).toEqual({
      a: 1,
      list: [1, 2],
      value: { x: 1 },
    });
    expect(Object.keys(shareUnchanged(previous, { b: 2, a: 1, list: [1, 2], value: { x: 1 } }))).toEqual([
      'b',
      'a',
      'list',
      'value',
    ]);
    expect(shareUnchanged(previous, { ...previous, list: [1, 2, 3] }).list).toEqual([1, 2, 3]);
    expect(shareUnchanged(previous, { ...previous, list: [1] }).list).toEqual([1]);
    expect(shareUnchanged(previous, { ...previous, value: [1] }).value).toEqual([1]);
    expect(shareUnchanged(previous, { ...previous, value: null }).value).toBeNull();
    expect(shareUnchanged({ ...previous, value: undefined }, { ...previous, value: undefined })).toEqual({
      ...previous,
      value: undefined,
    });
  });

  it('keeps every element of a recompiled large form but the edited one', () => {
    const q = buildLargeQuestionnaire(300);
    const first = compile(q, 'de-DE');
    const edited = elementsInOrder(q)[5];
    const next = compile(updateElement(q, edited.id, { title: { 'de-DE': 'Neu', 'en-US': 'New' } }), 'de-DE');
    const shared = shareUnchanged(first, next);
    expect(shared).toEqual(next);
    const changed = Object.keys(next.uiSchema).filter((key) => shared.uiSchema[key] !== first.uiSchema[key]);
    expect(changed).toEqual([edited.id]);
    const ids = Object.keys(next.schema.properties ?? {});
    const changedSchemas = ids.filter((id) => shared.schema.properties![id] !== first.schema.properties![id]);
    expect(changedSchemas).toEqual([edited.id]);
  });
});
