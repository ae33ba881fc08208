import { describe, expect, it } from 'vitest';
import { checkQuestionnaire } from '../check-questionnaire';
import { elementsInOrder, pagesInOrder } from '../questionnaire-index';
import { buildElement, buildGroup, buildQuestionnaire, bilingual } from '../testing/factories';
import { conditionSources } from './condition-sources';
import { locateElement } from './locate';
import { newElement, PALETTE_KINDS } from './new-element';
import {
  addPage,
  insertElement,
  moveElement,
  movePage,
  removeElement,
  removePage,
  renamePage,
  updateElement,
} from './operations';

const ids = (q: ReturnType<typeof buildQuestionnaire>) => elementsInOrder(q).map((e) => e.id);
const form = () =>
  buildQuestionnaire([
    [
      buildElement('scaleQuestion', 'a'),
      buildGroup('g', [buildElement('textQuestion', 'b'), buildElement('textSection', 'c')]),
      buildElement('textSection', 'd'),
    ],
    [buildElement('textQuestion', 'e')],
  ]);
const texts = { title: bilingual('New'), item: (n: number) => bilingual(`Item ${n}`) };

describe('builder operations', () => {
  it('inserts at a slot of a page or grouping and renumbers', () => {
    const x = buildElement('textSection', 'x');
    const q = insertElement(form(), x, { pageId: 'p1', parentId: 'g', index: 1 });
    expect(ids(q)).toEqual(['a', 'g', 'b', 'x', 'c', 'd', 'e']);
    expect(locateElement(q, 'c')).toMatchObject({ parentId: 'g', index: 2, element: { index: 2 } });
    expect(ids(insertElement(form(), x, { pageId: 'p2', parentId: null, index: 99 }))).toEqual([
      'a',
      'g',
      'b',
      'c',
      'd',
      'e',
      'x',
    ]);
  });

  it('leaves the input untouched and returns it for unknown targets', () => {
    const q = form();
    const before = JSON.stringify(q);
    const x = buildElement('textSection', 'x');
    insertElement(q, x, { pageId: 'p1', parentId: null, index: 0 });
    expect(JSON.stringify(q)).toBe(before);
    expect(insertElement(q, x, { pageId: 'nope', parentId: null, index: 0 })).toBe(q);
    expect(insertElement(q, x, { pageId: 'p2', parentId: 'g', index: 0 })).toBe(q);
    expect(removeElement(q, 'nope')).toBe(q);
    expect(updateElement(q, 'nope', { minValue: 2 })).toBe(q);
  });

  it('moves within a container, across pages and into a grouping', () => {
    expect(ids(moveElement(form(), 'a', { pageId: 'p1', parentId: null, index: 3 }))).toEqual([
      'g',
      'b',
      'c',
      'd',
      'a',
      'e',
    ]);
    expect(ids(moveElement(form(), 'd', { pageId: 'p1', parentId: null, index: 0 }))).toEqual([
      'd',
      'a',
      'g',
      'b',
      'c',
      'e',
    ]);
    const nested = moveElement(form(), 'e', { pageId: 'p1', parentId: 'g', index: 0 });
    expect(ids(nested)).toEqual(['a', 'g', 'e', 'b', 'c', 'd']);
    expect(pagesInOrder(nested)[1].elements).toEqual([]);
    const out = moveElement(form(), 'b', { pageId: 'p2', parentId: null, index: 0 });
    expect(locateElement(out, 'b')).toMatchObject({ pageId: 'p2', parentId: null, index: 0 });
  });

  it('refuses to move a grouping into itself or a descendant', () => {
    const q = insertElement(form(), buildGroup('inner', []), { pageId: 'p1', parentId: 'g', index: 0 });
    expect(moveElement(q, 'g', { pageId: 'p1', parentId: 'g', index: 0 })).toBe(q);
    expect(moveElement(q, 'g', { pageId: 'p1', parentId: 'inner', index: 0 })).toBe(q);
    expect(moveElement(q, 'a', { pageId: 'p1', parentId: 'b', index: 0 })).toBe(q);
  });

  it('removes an element with its nested elements', () => {
    expect(ids(removeElement(form(), 'g'))).toEqual(['a', 'd', 'e']);
    expect(ids(removeElement(form(), 'c'))).toEqual(['a', 'g', 'b', 'd', 'e']);
  });

  it('updates fields and removes those set to undefined', () => {
    const q = updateElement(form(), 'a', { minValue: 0, maxValue: 3, title: undefined });
    const a = locateElement(q, 'a')!.element;
    expect(a).toMatchObject({ minValue: 0, maxValue: 3 });
    expect('title' in a).toBe(false);
  });

  it('adds, renames, reorders and removes pages', () => {
    let q = addPage(form(), { id: 'p3', pageIndex: 0, title: bilingual('Three'), elements: [] }, 1);
    expect(pagesInOrder(q).map((p) => [p.id, p.pageIndex])).toEqual([
      ['p1', 0],
      ['p3', 1],
      ['p2', 2],
    ]);
    expect(addPage(q, { id: 'p3', pageIndex: 0, elements: [] })).toBe(q);
    q = movePage(q, 'p1', 2);
    expect(pagesInOrder(q).map((p) => p.id)).toEqual(['p3', 'p2', 'p1']);
    q = renamePage(q, 'p2', bilingual('Two'));
    expect(pagesInOrder(q)[1].title).toEqual(bilingual('Two'));
    q = removePage(q, 'p3');
    expect(pagesInOrder(q).map((p) => [p.id, p.pageIndex])).toEqual([
      ['p2', 0],
      ['p1', 1],
    ]);
  });

  it('creates a publishable element of every palette kind with a fresh id', () => {
    let q = form();
    q = insertElement(q, newElement(q, 'tableQuestion', texts), { pageId: 'p2', parentId: null, index: 0 });
    for (const kind of PALETTE_KINDS) {
      const element = newElement(q, kind, texts);
      expect(ids(q)).not.toContain(element.id);
      q = insertElement(q, element, { pageId: 'p2', parentId: null, index: 99 });
    }
    expect(checkQuestionnaire(q)).toEqual([]);
  });

  it('offers only earlier comparable elements as condition sources', () => {
    const q = insertElement(form(), buildGroup('h', []), { pageId: 'p2', parentId: null, index: 1 });
    expect(conditionSources(q, 'h').map((e) => e.id)).toEqual(['a', 'b', 'e']);
    expect(conditionSources(q, 'g').map((e) => e.id)).toEqual(['a']);
    expect(conditionSources(q, 'nope')).toEqual([]);
  });
});
