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
import { useSession } from '../../lib/session/session-context';
import type { EmailItem } from '../../../engine/api/emails';
import { useEmails } from './api';
import { EmailStatusTag } from './components/email-status-tag';
import { useEmailsText } from './text';
import './emails.css';
import { chosenColumnsTable, wideOnlyColumn } from '../../components/list-table';

/** How long the search waits after the last keystroke. */
const SEARCH_DELAY_MS = 300;

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
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [first, setFirst] = useState(0);
  const [rows, setRows] = useState(EMAIL_PAGE_SIZE);
  const [sort, setSort] = useState<EmailSortKey>('sendingDateTime');
  const [desc, setDesc] = useState(true);

  useEffect(() => {
    const timer = setTimeout(() => {
      setKeyword(typed.trim());
      setFirst(0);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const { data, isLoading, isValidating } = useEmails(slug, {
    keyword,
    pageIndex: Math.floor(first / rows),
    pageSize: rows,
    sort,
    desc,
  });

  const onSort = (event: DataTableSortEvent) => {
    if (!isSortKey(event.sortField)) return;
    setSort(event.sortField);
    setDesc(event.sortOrder === -1);
    setFirst(0);
  };

  return (
    <section className="dpt-page dpt-emails-page" data-testid="emails-page">
      <header className="dpt-page-header">
        <h1>{t('emails.title')}</h1>
      </header>
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
            rowsPerPageOptions={[EMAIL_PAGE_SIZE, 25, 50, 100]}
            totalRecords={data?.emailsCount ?? 0}
            onPage={(e: DataTablePageEvent) => {
              setFirst(e.first);
              setRows(e.rows);
            }}
            sortField={sort}
            sortOrder={desc ? -1 : 1}
            onSort={onSort}
            loading={isLoading || isValidating}
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
    </section>
  );
}
