// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { elementsInOrder } from '../../engine/forms';
import { updateElement } from '../../engine/forms/builder';
import { compile } from '../../engine/forms/compile';
import type { ElementUiSchema } from '../../engine/forms/compiled-types';
import { buildLargeQuestionnaire } from '../../engine/forms/testing/large-questionnaire';
import { useCompiledForm, withoutElementTitles } from './use-compiled-form';

const q = buildLargeQuestionnaire(60);

describe('withoutElementTitles', () => {
  it('drops the title of every element schema and nothing else', () => {
    const { schema } = compile(q, 'en-US');
    const stripped = withoutElementTitles(schema);
    const parts = [stripped.properties ?? {}, ...(stripped.allOf ?? []).map((p) => p.then?.properties ?? {})];
    const elementSchemas = parts.flatMap((properties) => Object.values(properties));
    expect(elementSchemas.length).toBe(elementsInOrder(q).length);
    expect(elementSchemas.some((s) => 'title' in s)).toBe(false);
    const titled = [schema.properties ?? {}, ...(schema.allOf ?? []).map((p) => p.then?.properties ?? {})]
      .flatMap((properties) => Object.values(properties))
      .map(({ title: _title, ...rest }) => rest);
    expect(elementSchemas).toEqual(titled);
    expect(stripped.allOf?.map((p) => p.if)).toEqual(schema.allOf?.map((p) => p.if));
  });
});

describe('useCompiledForm', () => {
  it('keeps the schema and the other elements after a text edit', () => {
    const edited = elementsInOrder(q)[3];
    const { result, rerender } = renderHook(
      ({ questionnaire }) => useCompiledForm(questionnaire, 'de-DE', undefined),
      {
        initialProps: { questionnaire: q },
      },
    );
    const before = result.current;
    rerender({ questionnaire: updateElement(q, edited.id, { title: { 'de-DE': 'Neu' } }) });
    const after = result.current;
    if (!before.ok || !after.ok) throw new Error('did not compile');
    expect(after.form.schema).toBe(before.form.schema);
    expect((after.form.uiSchema[edited.id] as ElementUiSchema)['ui:options'].title).toBe('Neu');
    const changed = Object.keys(after.form.uiSchema).filter(
      (key) => after.form.uiSchema[key] !== before.form.uiSchema[key],
    );
    expect(changed).toEqual([edited.id]);
  });

  it('compiles a changed structure into a new schema', () => {
    const toggled = elementsInOrder(q).find((e) => e.type === 'textQuestion')!;
    const { result, rerender } = renderHook(
      ({ questionnaire }) => useCompiledForm(questionnaire, 'de-DE', undefined),
      {
        initialProps: { questionnaire: q },
      },
    );
    const before = result.current;
    rerender({
      questionnaire: updateElement(q, toggled.id, { mandatoryComment: !toggled.mandatoryComment }),
    });
    const after = result.current;
    if (!before.ok || !after.ok) throw new Error('did not compile');
    expect(after.form.schema).not.toBe(before.form.schema);
    expect(after.form.schema).toEqual(
      withoutElementTitles(
        compile(updateElement(q, toggled.id, { mandatoryComment: !toggled.mandatoryComment }), 'de-DE')
          .schema,
      ),
    );
  });
});
