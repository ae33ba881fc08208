import { Route, Routes } from 'react-router-dom';
import { SubmissionsPage } from './submissions-page';

/**
 * /{slug}/admin/form/submissions/{formId}: what the anonymous responses to the links the person shared of one
 * questionnaire say together. A single response is never shown on its own.
 */
export function FormSubmissionsRoutes() {
  return (
    <Routes>
      <Route path=":id" element={<SubmissionsPage />} />
    </Routes>
  );
}
