import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { ConfirmDialog, confirmDialog } from 'primereact/confirmdialog';
import { DataTable } from 'primereact/datatable';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FORMS_LIST_GROUP } from '../../../../engine/forms/builder';
import { useSession } from '../../../lib/session/session-context';
import { useToast } from '../../../lib/toast/toast-context';
import type { FormListItem } from '../../../../engine/api/forms';
import { useFormMutations, useFormsList } from '../api';
import { useText } from '../text';
import { useFormsHub } from '../use-form-hub';
import { CopyDialog } from './copy-dialog';
import { ShareDialog } from './share-dialog';
import { useSubmissionCountsLive } from './submissions-api';
import { SubmissionsLink } from './submissions-link';
import '../builder/builder.css';

/** refusals and failures stay on the page; successes are the toasts of SPEC §8 */
type Notice = { severity: 'error' | 'warn'; text: string } | null;
// the action column is the table's last: a tooltip to the right had no room and wrapped each syllable
const ROW_TOOLTIP = { position: 'left', className: 'dpt-row-tooltip' } as const;
type Open = { kind: 'copy' | 'share'; item: FormListItem } | null;

/** /{slug}/admin/forms: every questionnaire's latest version with copy, delete, share, edit and preview. */
export function FormsListPage() {
  const { t, locale } = useText();
  const { slug } = useSession();
  const { data, isLoading, mutate } = useFormsList(slug);
  useSubmissionCountsLive(slug);
  const forms = useFormMutations(slug);
  const [notice, setNotice] = useState<Notice>(null);
  const toast = useToast();
  const succeeded = (text: string) => {
    setNotice(null);
    toast.showSuccess(text);
  };
  const [open, setOpen] = useState<Open>(null);
  useFormsHub(FORMS_LIST_GROUP, {
    onSaved: () => void mutate(),
    onDeleted: () => void mutate(),
    onCopied: () => void mutate(),
  });

  const askDelete = (item: FormListItem) => {
    if (item.processCount > 0) {
      setNotice({
        severity: 'warn',
        text: t('formBuilder.delete.inUse', { name: item.name, count: item.processCount }),
      });
      return;
    }
    confirmDialog({
      header: t('formBuilder.delete.header'),
      message: t('formBuilder.delete.confirm', { name: item.name }),
      icon: 'pi pi-trash',
      acceptClassName: 'p-button-danger',
      acceptLabel: t('formBuilder.delete.accept'),
      rejectLabel: t('formBuilder.dialog.cancel'),
      defaultFocus: 'reject',
      accept: async () => {
        const done = await forms.remove(item);
        if (done) succeeded(t('formBuilder.delete.done'));
        else setNotice({ severity: 'error', text: t('formBuilder.delete.failed', { name: item.name }) });
      },
    });
  };

  const actions = (item: FormListItem) => (
    <div className="dpt-fb-row-actions">
      <Link
        to={`/${slug}/admin/form/edit/${item.id}`}
        className="p-button p-button-text p-button-icon-only p-button-sm"
        aria-label={t('formBuilder.list.edit', { name: item.name })}
        title={t('formBuilder.list.edit', { name: item.name })}
        data-testid={`form-edit-${item.id}`}
      >
        <i className="pi pi-pencil" aria-hidden="true" />
      </Link>
      <Link
        to={`/${slug}/admin/form/preview/${item.id}`}
        className="p-button p-button-text p-button-icon-only p-button-sm"
        aria-label={t('formBuilder.list.preview', { name: item.name })}
        title={t('formBuilder.list.preview', { name: item.name })}
      >
        <i className="pi pi-eye" aria-hidden="true" />
      </Link>
      {(['copy', 'share'] as const).map((kind) => (
        <Button
          key={kind}
          icon={kind === 'copy' ? 'pi pi-copy' : 'pi pi-envelope'}
          text
          size="small"
          aria-label={t(`formBuilder.list.${kind}`, { name: item.name })}
          tooltip={t(`formBuilder.list.${kind}`, { name: item.name })}
          tooltipOptions={ROW_TOOLTIP}
          onClick={() => setOpen({ kind, item })}
          data-testid={`form-${kind}-${item.id}`}
        />
      ))}
      <Button
        icon="pi pi-trash"
        text
        severity="danger"
        size="small"
        aria-label={t('formBuilder.list.delete', { name: item.name })}
        tooltip={t('formBuilder.list.delete', { name: item.name })}
        tooltipOptions={ROW_TOOLTIP}
        onClick={() => askDelete(item)}
        data-testid={`form-delete-${item.id}`}
      />
    </div>
  );

  return (
    <section className="dpt-page" data-testid="forms-list-page">
      <header className="dpt-page-header">
        <h1>{t('formBuilder.list.title')}</h1>
        <Link to={`/${slug}/admin/form/create`} className="p-button" data-testid="form-create">
          <i className="pi pi-plus" aria-hidden="true" />
          <span className="dpt-fb-link-label">{t('formBuilder.list.create')}</span>
        </Link>
      </header>
      {notice && (
        <Message
          severity={notice.severity}
          text={notice.text}
          className="dpt-fb-notice"
          role="status"
          data-testid="forms-notice"
        />
      )}
      {!isLoading && !data && <Message severity="error" text={t('formBuilder.list.loadFailed')} />}
      <div className="dpt-card">
        <DataTable
          // PrimeReact keeps rendered rows while the value is the same: a new language redraws them
          key={locale}
          value={data?.formsListItems ?? []}
          dataKey="id"
          loading={isLoading}
          size="small"
          stripedRows
          emptyMessage={t('formBuilder.list.empty')}
          data-testid="forms-table"
        >
          <Column field="name" header={t('formBuilder.list.name')} sortable />
          <Column
            header={t('formBuilder.list.type')}
            body={(item: FormListItem) => <Tag value={t(`processTypes.${item.questionnaireType}`)} />}
          />
          <Column
            header={t('formBuilder.list.state')}
            body={(item: FormListItem) =>
              item.isDraft ? (
                <Tag severity="warning" value={t('formBuilder.list.draft')} />
              ) : (
                <Tag severity="success" value={t('formBuilder.list.published')} />
              )
            }
          />
          <Column
            header={t('formBuilder.list.version')}
            body={(item: FormListItem) =>
              t('formBuilder.list.versionOf', { version: item.version, count: item.versionCount })
            }
          />
          <Column field="processCount" header={t('formBuilder.list.processes')} align="right" />
          <Column
            header={<SubmissionsLink.Header />}
            align="right"
            body={(item: FormListItem) => <SubmissionsLink item={item} />}
          />
          <Column header={t('formBuilder.list.actions')} body={actions} />
        </DataTable>
      </div>
      <ConfirmDialog />
      {open?.kind === 'copy' && (
        <CopyDialog
          item={open.item}
          onClose={() => setOpen(null)}
          onCopy={async (newTitle) => {
            const copy = await forms.copy(open.item, newTitle);
            setOpen(null);
            if (copy) succeeded(t('formBuilder.copy.done', { name: copy.name }));
            else setNotice({ severity: 'error', text: t('formBuilder.copy.failed') });
          }}
        />
      )}
      {open?.kind === 'share' && (
        <ShareDialog
          item={open.item}
          onClose={() => setOpen(null)}
          onShare={async (email) => {
            const done = await forms.share(open.item.id, email);
            setOpen(null);
            if (done) succeeded(t('formBuilder.share.done', { email }));
            else setNotice({ severity: 'error', text: t('formBuilder.share.failed') });
          }}
        />
      )}
    </section>
  );
}
