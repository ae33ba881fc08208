import { Column } from 'primereact/column';
import { DataTable, type DataTablePageEvent, type DataTableSortEvent } from 'primereact/datatable';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  EMAIL_KEYWORD_MAX_LENGTH,
  EMAIL_PAGE_SIZE,
  EMAIL_SORT_KEYS,
  type EmailSortKey,
} from '../../../engine/emails';
import { useDateFormat } from '../../lib/i18n/use-date-format';
import { useQueryParams } from '../../lib/navigation/use-query-params';
import { useSession } from '../../lib/session/session-context';
import type { EmailItem } from '../../../engine/api/emails';
import { useEmails } from './api';
import { EmailStatusTag } from './components/email-status-tag';
import { useEmailsText } from './text';
import './emails.css';
import { chosenColumnsTable, wideOnlyColumn } from '../../components/list-table';
import { Page } from '../../components/page';

/** How long the search waits after the last keystroke. */
const SEARCH_DELAY_MS = 300;

const PAGE_SIZES = [EMAIL_PAGE_SIZE, 25, 50, 100];
/** The overview's state in its URL: search, page (from 1), page size, sort and direction (default newest first). */
const URL_KEYS = ['q', 'page', 'size', 'sort', 'desc'] as const;

const isSortKey = (field: unknown): field is EmailSortKey =>
  (EMAIL_SORT_KEYS as readonly unknown[]).includes(field);

/**
 * /{slug}/admin/emails (email_history area, SPEC §2): the organization's e-mails with a keyword search, paging
 * (12 a page) and sort (newest sending time first), each opening its detail page.
 */
export function EmailsPage() {
  const { t, locale } = useEmailsText();
  const dates = useDateFormat();
  const { slug } = useSession();
  // search, page and sort live in the URL: back from an e-mail's detail finds them as they were
  const { values, set } = useQueryParams(URL_KEYS);
  const keyword = values.q ?? '';
  const rows = PAGE_SIZES.includes(Number(values.size)) ? Number(values.size) : EMAIL_PAGE_SIZE;
  const page = Number(values.page);
  const first = Number.isInteger(page) && page > 1 ? (page - 1) * rows : 0;
  const sort: EmailSortKey = isSortKey(values.sort) ? values.sort : 'sendingDateTime';
  const desc = values.desc !== 'false';
  const [typed, setTyped] = useState(keyword);

  useEffect(() => {
    const timer = setTimeout(() => {
      if (typed.trim() !== keyword) set({ q: typed.trim() || null, page: null });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, keyword, set]);

  const { data, isLoading } = useEmails(slug, {
    keyword,
    pageIndex: Math.floor(first / rows),
    pageSize: rows,
    sort,
    desc,
  });

  const onSort = (event: DataTableSortEvent) => {
    if (!isSortKey(event.sortField)) return;
    set({
      sort: event.sortField === 'sendingDateTime' ? null : event.sortField,
      desc: event.sortOrder === -1 ? null : 'false',
      page: null,
    });
  };

  return (
    <Page title={t('emails.title')} testId="emails-page" className="dpt-emails-page">
      <p className="dpt-muted">{t('emails.intro')}</p>
      <div className="dpt-card">
        <div className="dpt-emails-toolbar">
          <label htmlFor="dpt-emails-search" className="dpt-visually-hidden">
            {t('emails.search')}
          </label>
          <IconField iconPosition="left" className="dpt-emails-search">
            <InputIcon className="pi pi-search" />
            <InputText
              id="dpt-emails-search"
              type="search"
              value={typed}
              maxLength={EMAIL_KEYWORD_MAX_LENGTH}
              onChange={(e) => setTyped(e.target.value)}
              placeholder={t('emails.searchPlaceholder')}
              data-testid="emails-search"
            />
          </IconField>
          {data && (
            <span className="dpt-muted" data-testid="emails-count">
              {t('emails.count', { count: data.emailsCount })}
            </span>
          )}
        </div>
        {!isLoading && data === null && <Message severity="error" text={t('emails.loadFailed')} />}
        <div className="dpt-emails-table">
          <DataTable
            key={locale}
            value={data?.emails ?? []}
            dataKey="id"
            lazy
            paginator
            first={first}
            rows={rows}
            rowsPerPageOptions={PAGE_SIZES}
            totalRecords={data?.emailsCount ?? 0}
            onPage={(e: DataTablePageEvent) => {
              const index = Math.floor(e.first / e.rows);
              set({
                page: index > 0 ? String(index + 1) : null,
                size: e.rows === EMAIL_PAGE_SIZE ? null : String(e.rows),
              });
            }}
            sortField={sort}
            sortOrder={desc ? -1 : 1}
            onSort={onSort}
            // a new page or search, not the refresh of e-mails on their way (see useEmails)
            loading={isLoading}
            size="small"
            stripedRows
            emptyMessage={t('emails.empty')}
            {...chosenColumnsTable()}
            data-testid="emails-table"
          >
            <Column
              field="sendingDateTime"
              header={t('emails.columns.sendingDateTime')}
              sortable
              body={(e: EmailItem) => dates.dateTime(e.sendingDateTime)}
            />
            <Column field="sender" header={t('emails.columns.sender')} sortable {...wideOnlyColumn} />
            <Column field="recipient" header={t('emails.columns.recipient')} sortable />
            <Column
              field="subject"
              header={t('emails.columns.subject')}
              sortable
              body={(e: EmailItem) => (
                <Link to={`/${slug}/admin/email/${e.id}`} data-testid={`email-link-${e.id}`}>
                  {e.subject}
                </Link>
              )}
            />
            <Column
              field="status"
              header={t('emails.columns.status')}
              sortable
              body={(e: EmailItem) => <EmailStatusTag status={e.status} />}
            />
          </DataTable>
        </div>
      </div>
    </Page>
  );
}
