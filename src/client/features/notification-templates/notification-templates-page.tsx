import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { Link } from 'react-router-dom';
import { TEMPLATE_KIND_LABELS } from '../../../engine/notifications/template-catalogue';
import { useSession } from '../../lib/session/session-context';
import type { TemplateSummary } from '../../../engine/api/notification-templates';
import { useTemplates } from './api';
import { useTemplatesText } from './text';
import './notification-templates.css';
import { listTable } from '../../components/list-table';
import { Page } from '../../components/page';

/**
 * /{slug}/admin/notification-templates (notification_templates area, SPEC §2): one template per notification
 * the product sends, with its subject in the reader's language and whether the organization changed it.
 */
export function NotificationTemplatesPage() {
  const { t, locale } = useTemplatesText();
  const { slug } = useSession();
  const { data, isLoading } = useTemplates(slug);

  const kindCell = (row: TemplateSummary) => (
    <Link
      to={`/${slug}/admin/notification-templates/edit/${row.templateId}`}
      data-testid={`template-${row.kind}`}
    >
      {TEMPLATE_KIND_LABELS[locale][row.kind]}
    </Link>
  );
  const subjectCell = (row: TemplateSummary) =>
    row.subject.find((s) => s.languageKey === locale)?.translation ?? '';
  const stateCell = (row: TemplateSummary) =>
    row.changed ? (
      <Tag severity="info" value={t('notificationTemplates.changed')} />
    ) : (
      <Tag severity="secondary" value={t('notificationTemplates.default')} />
    );

  return (
    <Page
      title={t('notificationTemplates.title')}
      testId="notification-templates-page"
      className="dpt-templates-page"
    >
      <p className="dpt-muted">{t('notificationTemplates.intro')}</p>
      {!isLoading && data === null && (
        <Message severity="error" text={t('notificationTemplates.loadFailed')} />
      )}
      <div className="dpt-card dpt-templates-table">
        <DataTable
          value={data?.result ?? []}
          dataKey="templateId"
          loading={isLoading}
          size="small"
          stripedRows
          {...listTable('sm')}
        >
          <Column header={t('notificationTemplates.columns.kind')} body={kindCell} />
          <Column
            header={t('notificationTemplates.columns.subject')}
            body={subjectCell}
            className="dpt-templates-subject"
            headerClassName="dpt-templates-subject"
          />
          <Column header={t('notificationTemplates.columns.state')} body={stateCell} />
        </DataTable>
      </div>
    </Page>
  );
}
