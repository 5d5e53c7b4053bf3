import { Route, Routes } from 'react-router';
import { useConsoleMe } from '../access/api/get-console-me';
import { AdminContractsPage } from './AdminContractsPage';
import { MerchantContractPage } from './MerchantContractPage';

/** /console/contract: admins manage every merchant's versions; a merchant's staff read and accept their own. */
export default function ContractSection() {
  const me = useConsoleMe();
  // The gate loaded console.me before any section opens, so data is there.
  const page = me.data?.isAdmin ? <AdminContractsPage /> : <MerchantContractPage />;
  return (
    <Routes>
      <Route index element={page} />
    </Routes>
  );
}
