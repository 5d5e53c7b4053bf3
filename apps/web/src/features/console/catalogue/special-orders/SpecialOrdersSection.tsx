import { Route, Routes } from 'react-router';
import { SpecialOrderDetailPage } from './SpecialOrderDetailPage';
import { SpecialOrdersListPage } from './SpecialOrdersListPage';

/** /console/special-orders: the requests table, and one request (to quote or decline) at /console/special-orders/:id. */
export default function SpecialOrdersSection() {
  return (
    <Routes>
      <Route index element={<SpecialOrdersListPage />} />
      <Route path=":id" element={<SpecialOrderDetailPage />} />
    </Routes>
  );
}
