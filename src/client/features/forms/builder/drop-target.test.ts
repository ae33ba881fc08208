import { describe, expect, it } from 'vitest';
import { buildElement, buildGroup, buildQuestionnaire } from '../../../../engine/forms/testing/factories';
import { addSlot, dropSlot, paletteDragId, paletteKind, zoneId } from './drop-target';

const q = buildQuestionnaire([
  [
    buildElement('scaleQuestion', 'a'),
    buildGroup('g', [buildElement('textQuestion', 'b')]),
    buildElement('textSection', 'c'),
  ],
]);

describe('builder drop targets', () => {
  it('names palette kinds and zones apart from element ids', () => {
    expect(paletteKind(paletteDragId('grouping'))).toBe('grouping');
    expect(paletteKind('a')).toBeUndefined();
    expect(dropSlot(q, 'a', zoneId('p1', 'g'))).toEqual({ pageId: 'p1', parentId: 'g', index: 1 });
    expect(dropSlot(q, 'a', zoneId('p1', null))).toEqual({ pageId: 'p1', parentId: null, index: 3 });
  });

  it('drops right before the element it is over, from above or below', () => {
    expect(dropSlot(q, 'c', 'a')).toEqual({ pageId: 'p1', parentId: null, index: 0 });
    expect(dropSlot(q, 'a', 'c')).toEqual({ pageId: 'p1', parentId: null, index: 2 });
    expect(dropSlot(q, 'a', 'b')).toEqual({ pageId: 'p1', parentId: 'g', index: 0 });
    expect(dropSlot(q, paletteDragId('textSection'), 'c')).toEqual({
      pageId: 'p1',
      parentId: null,
      index: 2,
    });
    expect(dropSlot(q, 'a', 'nope')).toBeUndefined();
  });

  it('adds into a selected grouping, after another selected element, or at the end of the page', () => {
    expect(addSlot(q, 'g', 'p1')).toEqual({ pageId: 'p1', parentId: 'g', index: 1 });
    expect(addSlot(q, 'a', 'p1')).toEqual({ pageId: 'p1', parentId: null, index: 1 });
    expect(addSlot(q, 'b', 'p1')).toEqual({ pageId: 'p1', parentId: 'g', index: 1 });
    expect(addSlot(q, null, 'p1')).toEqual({ pageId: 'p1', parentId: null, index: 3 });
  });
});
