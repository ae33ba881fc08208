import { Message } from 'primereact/message';
import { useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import type { Questionnaire } from '../../../engine/forms';
import { useSession } from '../../lib/session/session-context';
import type { Form } from '../../../engine/api/forms';
import { useStoredForm } from './api';
import { FormBuilder } from './builder/form-builder';
import { useText } from './text';
import './builder/builder.css';

const definitionOf = ({ id: _i, version: _v, revision: _r, ...q }: Form): Questionnaire => q;

/** /{slug}/admin/form/create: the builder on a new, empty questionnaire of one page. */
export function FormCreatePage() {
  const { tIn } = useText();
  const [initial] = useState<Questionnaire>(() => ({
    correlationId: crypto.randomUUID(),
    name: tIn('de-DE', 'formBuilder.editor.defaultName'),
    questionnaireType: 1,
    isDraft: true,
    pages: [
      {
        id: 'p1',
        pageIndex: 0,
        title: {
          'de-DE': tIn('de-DE', 'formBuilder.pages.defaultTitle', { n: 1 }),
          'en-US': tIn('en-US', 'formBuilder.pages.defaultTitle', { n: 1 }),
        },
        elements: [],
      },
    ],
  }));
  return <FormBuilder initial={initial} stored={null} />;
}

/** /{slug}/admin/form/edit/{id}: the builder on a stored questionnaire version. */
export function FormEditPage() {
  const { t } = useText();
  const { slug } = useSession();
  const { id = '' } = useParams();
  const { data, isLoading } = useStoredForm(id, slug);
  const savedNotice = (useLocation().state as { savedNotice?: string } | null)?.savedNotice;
  if (isLoading) return <section className="dpt-page" aria-busy="true" />;
  if (!data)
    return (
      <section className="dpt-page" data-testid="form-builder-missing">
        <Message severity="error" text={t('formBuilder.editor.notFound', { id })} />
      </section>
    );
  // a save that creates a new version changes the URL's id; the builder keeps its state across that
  return (
    <FormBuilder
      key={data.correlationId}
      initial={definitionOf(data)}
      stored={data}
      savedNotice={savedNotice}
    />
  );
}
