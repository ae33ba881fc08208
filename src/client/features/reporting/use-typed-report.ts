import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useSession } from '../../lib/session/session-context';
import { useReportFilters } from './use-report-filters';

/** The reports whose path names a report type (1, 2) and a process type: `{name}/{reportType}/{processType}`. */
export type TypedReportName = 'status-report' | 'field-value-report';

/** A typed report's place as the page's path gives it, and its filters (`useReportFilters`). */
export type TypedReport = ReturnType<typeof useTypedReport>;

/**
 * The report type and process type of a typed report page, the API path they make, the filters in the URL
 * (with the report's `extra` keys), and `go`, which switches either type and keeps the filters.
 */
export function useTypedReport(name: TypedReportName, extra?: readonly string[]) {
  const { slug } = useSession();
  const params = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const reportType = Number(params.reportType);
  const processType = Number(params.processType);
  const filters = useReportFilters(extra);
  const go = (type: number, process: number) =>
    navigate(`/${slug}/reporting/${name}/${type}/${process}${location.search}`, { replace: true });
  return { name, reportType, processType, path: `${name}/${reportType}/${processType}`, filters, go };
}
