import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { PROCESS_TYPE_IDS } from '../../../engine/constants';

type LazyPage = <K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
) => () => Promise<{ Component: ComponentType }>;

/** Pure. True for the report types (1, 2) and process types (1..6) a path may name. */
function validReportParams(reportType: string | undefined, processType: string | undefined): boolean {
  return (
    (reportType === '1' || reportType === '2') && PROCESS_TYPE_IDS.some((id) => String(id) === processType)
  );
}

/** Unknown report or process types show the 404 page (the route error boundary answers a 404 response). */
const knownTypes = ({ params }: LoaderFunctionArgs) => {
  if (!validReportParams(params.reportType, params.processType))
    throw new Response('Not found', { status: 404 });
  return null;
};

/** The reporting routes under /{slug}/reporting (SPEC §2), each page its own chunk. */
export function reportingRoutes(lazyPage: LazyPage): RouteObject {
  const home = () => import('./pages/reporting-home-page');
  const simple = () => import('./pages/simple-report-page');
  return {
    path: 'reporting',
    children: [
      { index: true, lazy: lazyPage(home, 'ReportingHomePage') },
      {
        path: 'status-report/:reportType/:processType',
        loader: knownTypes,
        lazy: lazyPage(() => import('./pages/status-report-page'), 'StatusReportPage'),
      },
      {
        path: 'field-value-report/:reportType/:processType',
        loader: knownTypes,
        lazy: lazyPage(() => import('./pages/field-value-report-page'), 'FieldValueReportPage'),
      },
      { path: 'pdp-report', lazy: lazyPage(simple, 'PdpReportPage') },
      { path: 'career-development', lazy: lazyPage(simple, 'CareerReportPage') },
      { path: 'pdc-actions', lazy: lazyPage(simple, 'PdcActionsPage') },
      { path: 'ehg-actions', lazy: lazyPage(simple, 'EhgActionsPage') },
    ],
  };
}
