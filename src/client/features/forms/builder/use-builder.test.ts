// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { addPage, removePage, updateElement } from '../../../../engine/forms/builder';
import { buildElement, buildQuestionnaire } from '../../../../engine/forms/testing/factories';
import { useBuilder } from './use-builder';

afterEach(cleanup);

const start = () => buildQuestionnaire([[buildElement('textQuestion', 'a')]]);

describe('the builder state', () => {
  it('records edits, merges typing into one field, undoes and redoes, and knows what is unsaved', () => {
    const { result } = renderHook(() => useBuilder(start()));
    expect(result.current.dirty).toBe(false);
    for (const text of ['F', 'Fr', 'Fra'])
      act(() => result.current.apply((q) => updateElement(q, 'a', { name: text }), 'name:a'));
    act(() => result.current.apply((q) => updateElement(q, 'a', { mandatoryComment: true })));
    expect(result.current.dirty).toBe(true);
    act(() => result.current.undo());
    expect(result.current.questionnaire.pages[0].elements[0]).toMatchObject({ name: 'Fra' });
    expect(result.current.questionnaire.pages[0].elements[0].mandatoryComment).toBeUndefined();
    act(() => result.current.undo());
    expect(result.current.questionnaire.pages[0].elements[0].name).toBeUndefined();
    expect(result.current.dirty).toBe(false);
    expect(result.current.canUndo).toBe(false);
    act(() => result.current.redo());
    act(() => result.current.markSaved(result.current.questionnaire));
    expect(result.current.dirty).toBe(false);
    expect(result.current.canRedo).toBe(true);
  });

  it('shows the first page when the shown one is removed, and a load starts a new history', () => {
    const { result } = renderHook(() => useBuilder(start()));
    act(() => result.current.apply((q) => addPage(q, { id: 'p2', pageIndex: 1, elements: [] })));
    act(() => result.current.showPage('p2'));
    expect(result.current.pageId).toBe('p2');
    act(() => result.current.apply((q) => removePage(q, 'p2')));
    expect(result.current.pageId).toBe('p1');
    act(() => result.current.select('a'));
    act(() => result.current.replace(start(), true));
    expect(result.current.canUndo).toBe(false);
    expect(result.current.selectedId).toBeNull();
    expect(result.current.dirty).toBe(false);
  });
});
