import { Route, Routes } from 'react-router';
import { ApplicationQueuePage } from './ApplicationQueuePage';
import { ApplicationReviewPage } from './ApplicationReviewPage';

/** /console/applications (admins and reviewers): the review queue, and one application at /console/applications/:id. */
export default function ReviewSection() {
  return (
    <Routes>
      <Route index element={<ApplicationQueuePage />} />
      <Route path=":id" element={<ApplicationReviewPage />} />
    </Routes>
  );
}
