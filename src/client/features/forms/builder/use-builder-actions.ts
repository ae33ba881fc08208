import { useCallback, useMemo } from 'react';
import type { LanguageKey } from '../../../../engine/constants';
import {
  freshId,
  insertElement,
  moveElement,
  newElement,
  removeElement,
  updateElement,
  addPage,
  removePage,
  movePage,
  renamePage,
} from '../../../../engine/forms/builder';
import type { ElementType, FormElement, Localized } from '../../../../engine/forms';
import { addSlot, dropSlot, paletteKind } from './drop-target';
import type { Builder } from './use-builder';

type TIn = (language: LanguageKey, key: string, options?: Record<string, unknown>) => string;

const both = (tIn: TIn, key: string, options?: Record<string, unknown>): Localized => ({
  'de-DE': tIn('de-DE', key, options),
  'en-US': tIn('en-US', key, options),
});

/** The builder's edits as stable callbacks over the engine's pure operations. */
export function useBuilderActions(builder: Builder, tIn: TIn) {
  const { apply, select, showPage } = builder;
  const texts = useCallback(
    (kind: ElementType) => ({
      title: both(tIn, `formBuilder.newTitles.${kind}`),
      item: (n: number) => both(tIn, 'formBuilder.newTitles.item', { n }),
    }),
    [tIn],
  );

  const remove = useCallback(
    (id: string) => {
      apply((q) => removeElement(q, id));
      select(null);
    },
    [apply, select],
  );

  const select_ = useCallback((id: string) => select(id), [select]);

  return useMemo(
    () => ({
      select: select_,
      remove,
      /** a palette kind added with the keyboard (or a click) at the selected place */
      add: (kind: ElementType) => {
        // built from the present questionnaire, so the fresh id is known here to select it
        const created = newElement(builder.questionnaire, kind, texts(kind));
        apply((q) => insertElement(q, created, addSlot(q, builder.selectedId, builder.pageId)));
        select(created.id);
      },
      drop: (activeId: string, overId: string) => {
        const kind = paletteKind(activeId);
        const created = kind ? newElement(builder.questionnaire, kind, texts(kind)) : undefined;
        apply((q) => {
          const slot = dropSlot(q, activeId, overId);
          if (!slot) return q;
          return created ? insertElement(q, created, slot) : moveElement(q, activeId, slot);
        });
        select(created?.id ?? activeId);
      },
      update: (id: string, patch: Partial<FormElement>, key: string) =>
        apply((q) => updateElement(q, id, patch), key),
      addPage: () => {
        const { pages } = builder.questionnaire;
        const id = freshId(new Set(pages.map((p) => p.id)), 'p');
        const title = both(tIn, 'formBuilder.pages.defaultTitle', { n: pages.length + 1 });
        apply((q) => addPage(q, { id, pageIndex: q.pages.length, title, elements: [] }));
        showPage(id);
      },
      renamePage: (pageId: string, title: Localized) =>
        apply((q) => renamePage(q, pageId, title), `page-title:${pageId}`),
      movePage: (pageId: string, index: number) => apply((q) => movePage(q, pageId, index)),
      removePage: (pageId: string) => apply((q) => (q.pages.length > 1 ? removePage(q, pageId) : q)),
    }),
    [
      apply,
      select,
      select_,
      remove,
      showPage,
      texts,
      tIn,
      builder.selectedId,
      builder.pageId,
      builder.questionnaire,
    ],
  );
}
