import { Route, Routes } from 'react-router';
import { InboxPage } from './InboxPage';

/** /console/inbox (admins): feedback, contact messages and subscriptions, one tab each (?tab=). */
export default function InboxSection() {
  return (
    <Routes>
      <Route index element={<InboxPage />} />
    </Routes>
  );
}
