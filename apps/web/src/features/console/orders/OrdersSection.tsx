import { Route, Routes } from 'react-router';
import { OrderDetailPage } from './OrderDetailPage';
import { OrdersListPage } from './OrdersListPage';

/** /console/orders: the table, and one order at /console/orders/:id. */
export default function OrdersSection() {
  return (
    <Routes>
      <Route index element={<OrdersListPage />} />
      <Route path=":id" element={<OrderDetailPage />} />
    </Routes>
  );
}
