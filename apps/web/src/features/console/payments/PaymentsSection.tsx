import { Route, Routes } from 'react-router';
import { PaymentsPage } from './PaymentsPage';

/** /console/payments: the platform's payment records, refunds and bank statement import (admins). */
export default function PaymentsSection() {
  return (
    <Routes>
      <Route index element={<PaymentsPage />} />
    </Routes>
  );
}
