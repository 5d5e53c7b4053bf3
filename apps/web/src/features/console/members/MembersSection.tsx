import { Route, Routes } from 'react-router';
import { MemberDetailPage } from './MemberDetailPage';
import { MembersListPage } from './MembersListPage';

/** /console/members (admins): the search table, and one member at /console/members/:id. */
export default function MembersSection() {
  return (
    <Routes>
      <Route index element={<MembersListPage />} />
      <Route path=":id" element={<MemberDetailPage />} />
    </Routes>
  );
}
