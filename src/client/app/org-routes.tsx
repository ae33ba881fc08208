import { Navigate, type RouteObject } from 'react-router-dom';
import { ErrorPage } from '../features/errors/error-page';
import { lazyPage } from './lazy-page';
import { reportingRoutes } from '../features/reporting/routes';
import { AreaGuard } from './org/area-guard';

/** The routes under /{slug}, inside the main layout. Pages are separate chunks. */
export const orgRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="dashboard" replace /> },
  {
    path: 'dashboard',
    lazy: lazyPage(() => import('../features/dashboard/dashboard-page'), 'DashboardPage'),
  },
  { path: 'about', lazy: lazyPage(() => import('../features/about/about-page'), 'AboutPage') },
  { path: 'profile', lazy: lazyPage(() => import('../features/profile/profile-page'), 'ProfilePage') },
  {
    path: 'my-feedbacks',
    lazy: lazyPage(() => import('../features/my-feedbacks/my-feedbacks-page'), 'MyFeedbacksPage'),
  },
  {
    path: 'feedback/:id',
    lazy: lazyPage(() => import('../features/feedback/feedback-page'), 'FeedbackPage'),
  },
  {
    path: 'open/process/:id',
    lazy: lazyPage(() => import('../features/open-link/open-link-page'), 'OpenLinkPage'),
  },
  {
    path: 'processes',
    lazy: lazyPage(() => import('../features/processes/processes-page'), 'ProcessesPage'),
  },
  { path: 'pdp', lazy: lazyPage(() => import('../features/pdp/pdp-page'), 'PdpPage') },
  { path: 'pdp/:id', lazy: lazyPage(() => import('../features/pdp/pdp-page'), 'PdpPage') },
  { path: 'pdc-edc', lazy: lazyPage(() => import('../features/pdc-edc/pdc-edc-page'), 'PdcEdcPage') },
  {
    path: 'targets',
    lazy: lazyPage(() => import('../features/targets/targets-page'), 'TargetsPage'),
  },
  {
    path: 'promotions',
    lazy: lazyPage(() => import('../features/promotions/promotions-page'), 'PromotionsPage'),
  },
  reportingRoutes(lazyPage),
  {
    element: <AreaGuard area="user" />,
    children: [
      {
        path: 'admin/users',
        lazy: lazyPage(() => import('../features/employees/employees-page'), 'EmployeesPage'),
      },
      {
        path: 'admin/user/:shorthand',
        lazy: lazyPage(() => import('../features/employees/employee-page'), 'EmployeePage'),
      },
    ],
  },
  {
    element: <AreaGuard area="email_history" />,
    children: [
      {
        path: 'admin/emails',
        lazy: lazyPage(() => import('../features/emails/emails-page'), 'EmailsPage'),
      },
      {
        path: 'admin/email/:id',
        lazy: lazyPage(() => import('../features/emails/email-detail-page'), 'EmailDetailPage'),
      },
    ],
  },
  {
    element: <AreaGuard area="error_log" />,
    children: [
      {
        path: 'admin/error-log',
        lazy: lazyPage(() => import('../features/error-log/error-log-page'), 'ErrorLogPage'),
      },
    ],
  },
  {
    element: <AreaGuard area="forms" />,
    children: [
      {
        path: 'admin/forms',
        lazy: lazyPage(() => import('../features/forms/list/forms-list-page'), 'FormsListPage'),
      },
      {
        path: 'admin/form/create',
        lazy: lazyPage(() => import('../features/forms/form-builder-page'), 'FormCreatePage'),
      },
      {
        path: 'admin/form/edit/:id',
        lazy: lazyPage(() => import('../features/forms/form-builder-page'), 'FormEditPage'),
      },
      {
        path: 'admin/form/preview/:id',
        lazy: lazyPage(() => import('../features/forms/preview-page'), 'FormPreviewPage'),
      },
      {
        path: 'admin/form/submissions/*',
        lazy: lazyPage(() => import('../features/forms/list/submissions-routes'), 'FormSubmissionsRoutes'),
      },
    ],
  },
  {
    element: <AreaGuard area="notification_templates" />,
    children: [
      {
        path: 'admin/notification-templates',
        lazy: lazyPage(
          () => import('../features/notification-templates/notification-templates-page'),
          'NotificationTemplatesPage',
        ),
      },
      {
        path: 'admin/notification-templates/edit/:id',
        lazy: lazyPage(
          () => import('../features/notification-templates/notification-template-edit-page'),
          'NotificationTemplateEditPage',
        ),
      },
    ],
  },
  {
    element: <AreaGuard />,
    children: [
      {
        path: 'admin/organization',
        lazy: lazyPage(
          () => import('../features/organization-settings/organization-settings-page'),
          'OrganizationSettingsPage',
        ),
      },
      {
        path: 'admin/workflows',
        lazy: lazyPage(() => import('../features/workflows/workflows-page'), 'WorkflowsPage'),
      },
      {
        path: 'admin/workflows/:id',
        lazy: lazyPage(() => import('../features/workflows/workflow-editor-page'), 'WorkflowEditorPage'),
      },
      {
        path: 'admin/provisioning',
        lazy: lazyPage(() => import('../features/provisioning/provisioning-page'), 'ProvisioningPage'),
      },
      {
        path: 'admin/impersonations',
        lazy: lazyPage(() => import('../features/impersonation/impersonations-page'), 'ImpersonationsPage'),
      },
    ],
  },
  { path: '*', element: <ErrorPage code={404} /> },
];
