import { Route, Routes } from 'react-router-dom';
import { SubmissionPage } from './submission-page';
import { SubmissionsPage } from './submissions-page';

/**
 * /{slug}/admin/form/submissions/*: the anonymous responses to the links the person shared — per
 * questionnaire (`{formId}`) and one response read-only (`feedback/{feedbackId}`, where notifications and the
 * search lead).
 */
export function FormSubmissionsRoutes() {
  return (
    <Routes>
      <Route path="feedback/:feedbackId" element={<SubmissionPage />} />
      <Route path=":id" element={<SubmissionsPage />} />
    </Routes>
  );
}
