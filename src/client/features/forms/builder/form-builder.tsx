import { ConfirmDialog } from 'primereact/confirmdialog';
import { Tag } from 'primereact/tag';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ProcessType } from '../../../../engine/constants';
import {
  childrenInOrder,
  findElement,
  pageIdOf,
  publishIssues,
  type Questionnaire,
} from '../../../../engine/forms';
import {
  checkDefinition,
  elementAtPath,
  formGroup,
  parseDefinition,
  type DefinitionProblem,
  type FormSavedEvent,
} from '../../../../engine/forms/builder';
import { useSession } from '../../../lib/session/session-context';
import type { Form } from '../../../../engine/api/forms';
import { useFormMutations } from '../api';
import { useText } from '../text';
import { useFormsHub } from '../use-form-hub';
import { BuilderDnd } from './builder-dnd';
import { BuilderNotice, type Notice } from './builder-notice';
import { BuilderPreview } from './builder-preview';
import { BuilderToolbar } from './builder-toolbar';
import { ElementList } from './element-list';
import { PagesBar } from './pages-bar';
import { Palette } from './palette';
import { ProblemsPanel } from './problems-panel';
import { PropertyPanel } from './property-panel';
import { useBuilder } from './use-builder';
import { useBuilderActions } from './use-builder-actions';
import { useStableIds } from './use-stable';
import { useUndoKeys } from './use-undo-keys';
import { builderContext, downloadDefinition, importProblemTexts } from './definition-file';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';

type Stored = { id: number; version: number; revision: number; isDraft: boolean };

const toStored = (f: Form): Stored => ({
  id: f.id,
  version: f.version,
  revision: f.revision ?? 1,
  isDraft: f.isDraft,
});
const definitionOf = ({ id: _i, version: _v, revision: _r, ...q }: Form): Questionnaire => q;

/** Saving moves to the saved version's own URL: no leave. */
const isSavedVersionPath = (pathname: string) => /\/admin\/form\/edit\/\d+$/.test(pathname);

/** The builder of one questionnaire: toolbar, pages, palette, canvas, properties, problems and live preview. */
type Props = { initial: Questionnaire; stored: Form | null; savedNotice?: string };

export function FormBuilder({ initial, stored: storedAtStart, savedNotice }: Props) {
  const { t, tIn, locale } = useText();
  const { slug } = useSession();
  const navigate = useNavigate();
  const forms = useFormMutations(slug);
  const builder = useBuilder(initial);
  const actions = useBuilderActions(builder, tIn);
  const [stored, setStored] = useState<Stored | null>(storedAtStart ? toStored(storedAtStart) : null);
  const [notice, setNotice] = useState<Notice>(savedNotice ? { kind: 'success', text: savedNotice } : null);
  // the server's refusal of a publish, shown until the questionnaire changes
  const [refused, setRefused] = useState<{ of: Questionnaire; problems: DefinitionProblem[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const saving = useRef(false);
  // `id:revision` of every version this builder stored: their hub echoes are not someone else's saves
  const ownSaves = useRef(new Set<string>());
  const q = builder.questionnaire;

  const context = useMemo(() => builderContext(q), [q]);
  const check = useMemo(() => checkDefinition(q, context), [q, context]);
  // what publishing needs beyond the checks: a name and a question (a draft may lack both)
  const missing = useMemo<DefinitionProblem[]>(
    () =>
      publishIssues(q).map((issue) => ({ kind: 'issue', path: issue.path, message: issue.message, issue })),
    [q],
  );
  const problems = useMemo(
    () => [...(check.ok ? (refused?.of === q ? refused.problems : []) : check.problems), ...missing],
    [check, refused, q, missing],
  );
  // the same set while the same elements have problems: the cards compare it by identity
  const issueList = useStableIds(
    problems.flatMap((p) => {
      const id = p.kind === 'issue' ? p.issue.elementId : elementAtPath(q, p.path)?.id;
      return id ? [id] : [];
    }),
  );
  const issueIds = useMemo(() => new Set(issueList), [issueList]);

  const onRemoteSave = (event: FormSavedEvent) => {
    if (saving.current) return; // our own save's echo arrives while its answer is on the way
    if (ownSaves.current.has(`${event.id}:${event.revision}`)) return;
    if (stored && event.id === stored.id && event.revision === stored.revision) return;
    setNotice({
      kind: 'remote',
      text: t('formBuilder.editor.remoteSaved', { version: event.version }),
      latestId: event.id,
    });
  };
  useFormsHub(formGroup(q.correlationId), {
    onSaved: onRemoteSave,
    onDeleted: (event) => {
      if (event.correlationId === q.correlationId)
        setNotice({ kind: 'warn', text: t('formBuilder.editor.remoteDeleted') });
    },
  });

  const reload = async (id: number) => {
    const latest = await forms.load(id);
    if (!latest) return setNotice({ kind: 'error', text: t('formBuilder.editor.saveFailed') });
    builder.replace(definitionOf(latest), true);
    setStored(toStored(latest));
    setNotice(null);
    navigate(`/${slug}/admin/form/edit/${latest.id}`, { replace: true });
  };

  const save = async (publish: boolean) => {
    if (publish && (!check.ok || missing.length > 0)) {
      setNotice({ kind: 'error', text: t('formBuilder.editor.publishBlocked') });
      return;
    }
    setBusy(true);
    saving.current = true;
    const body = {
      ...q,
      isDraft: !publish,
      ...(stored ? { id: stored.id, version: stored.version, revision: stored.revision } : {}),
    };
    const result = await forms.save(body);
    if (result.ok) ownSaves.current.add(`${result.form.id}:${result.form.revision ?? 1}`);
    saving.current = false;
    setBusy(false);
    if (result.ok) {
      setStored(toStored(result.form));
      builder.markSaved(q);
      const text = t(
        result.form.newVersion && stored ? 'formBuilder.editor.savedNewVersion' : 'formBuilder.editor.saved',
        { version: result.form.version },
      );
      setNotice({ kind: 'success', text });
      if (!stored || stored.id !== result.form.id)
        navigate(`/${slug}/admin/form/edit/${result.form.id}`, {
          replace: true,
          state: { savedNotice: text },
        });
      return;
    }
    if (result.code === 'FORM_VERSION_STALE') {
      setNotice({
        kind: 'stale',
        text: t('formBuilder.editor.stale'),
        latestId: result.latestId ?? stored?.id ?? 0,
      });
      return;
    }
    if (result.issues.length > 0) {
      const listed = result.issues.map((issue) => ({
        kind: 'issue' as const,
        path: issue.path,
        message: issue.message,
        issue,
      }));
      setRefused({ of: q, problems: listed });
    }
    setNotice({
      kind: 'error',
      text: result.message
        ? t('formBuilder.editor.serverRefused', { message: result.message })
        : t('formBuilder.editor.saveFailed'),
      details: (result.errors ?? []).slice(0, 5).map((e) => `${e.path}: ${e.message}`),
    });
  };

  const doImport = (text: string) => {
    const result = parseDefinition(text, builderContext(q));
    if (!result.ok) {
      const details = importProblemTexts(result.problems, t);
      setNotice({ kind: 'error', text: t('formBuilder.editor.importRefused'), details });
      return;
    }
    // the imported definition replaces this questionnaire's content; it stays this questionnaire
    builder.replace({ ...result.questionnaire, correlationId: q.correlationId });
    setNotice({ kind: 'info', text: t('formBuilder.editor.imported') });
  };

  const { undo, redo } = builder;
  useUndoKeys(undo, redo);

  const page = q.pages.find((p) => p.id === builder.pageId);
  const pageElements = useMemo(() => (page ? childrenInOrder(page) : []), [page]);
  const selected = builder.selectedId ? findElement(q, builder.selectedId) : undefined;
  const goTo = useCallback(
    (id: string) => {
      const pageId = pageIdOf(q, id);
      if (pageId) builder.showPage(pageId);
      builder.select(id);
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>(`[data-testid="fb-select-${id}"]`)?.focus(),
      );
    },
    [q, builder],
  );

  return (
    <section className="dpt-page dpt-fb" data-testid="form-builder">
      <header className="dpt-page-header">
        <h1>{t(stored ? 'formBuilder.editor.editTitle' : 'formBuilder.editor.createTitle')}</h1>
        <div className="dpt-preview-tags">
          {stored && (
            <Tag
              value={t('formBuilder.editor.version', { version: stored.version })}
              severity="info"
              data-testid="fb-version"
            />
          )}
          {stored?.isDraft && <Tag value={t('formBuilder.editor.draft')} severity="warning" />}
          {builder.dirty && (
            <Tag value={t('formBuilder.editor.unsaved')} severity="secondary" data-testid="fb-dirty" />
          )}
        </div>
      </header>
      <BuilderToolbar
        name={q.name}
        questionnaireType={q.questionnaireType}
        canUndo={builder.canUndo}
        canRedo={builder.canRedo}
        busy={busy}
        t={t}
        onName={(name) => builder.apply((x) => ({ ...x, name }), 'form-name')}
        onType={(type: ProcessType) => builder.apply((x) => ({ ...x, questionnaireType: type }))}
        onUndo={undo}
        onRedo={redo}
        onSave={(publish) => void save(publish)}
        onExport={() => downloadDefinition(q)}
        onImport={doImport}
      />
      {notice && (
        <BuilderNotice
          notice={notice}
          t={t}
          onReload={(id) => void reload(id)}
          onDismiss={() => setNotice(null)}
        />
      )}
      <PagesBar
        questionnaire={q}
        pageId={builder.pageId}
        locale={locale}
        t={t}
        onShow={builder.showPage}
        onAdd={actions.addPage}
        onRename={actions.renamePage}
        onMove={actions.movePage}
        onDelete={actions.removePage}
      />
      <div className="dpt-fb-grid">
        {/* only the palette and the canvas take part in dragging: React looks for the drag's context users
            below DndContext on every change of a drag, and the preview alone has thousands of components */}
        <BuilderDnd questionnaire={q} locale={locale} t={t} onDrop={actions.drop}>
          <Palette t={t} onAdd={actions.add} />
          <div
            className="dpt-fb-canvas"
            aria-label={t('formBuilder.canvas.label')}
            role="region"
            data-testid="fb-canvas"
          >
            {page && (
              <ElementList
                pageId={page.id}
                parentId={null}
                elements={pageElements}
                selectedId={builder.selectedId}
                issueIds={issueIds}
                locale={locale}
                t={t}
                onSelect={actions.select}
                onRemove={actions.remove}
              />
            )}
          </div>
        </BuilderDnd>
        <div className="dpt-fb-side">
          <PropertyPanel
            questionnaire={q}
            element={selected}
            onChange={actions.update}
            onRemove={actions.remove}
          />
          <ProblemsPanel questionnaire={q} problems={problems} locale={locale} t={t} onGoTo={goTo} />
        </div>
        <BuilderPreview questionnaire={q} context={context} ok={check.ok} locale={locale} t={t} />
      </div>
      <ConfirmDialog />
      <UnsavedChangesGuard dirty={builder.dirty} stays={isSavedVersionPath} />
    </section>
  );
}
