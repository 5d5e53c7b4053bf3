import { Route, Routes } from 'react-router';
import { AcceptInvitationPage } from './access/AcceptInvitationPage';
import { ConsoleGate } from './shell/ConsoleGate';

/**
 * Everything under /console, loaded as its own chunk so members never download the back office. Accepting an
 * invitation happens before the member is staff; everything else passes the gate (role, then TOTP).
 */
export default function ConsoleRoot() {
  return (
    <Routes>
      <Route path="accept" element={<AcceptInvitationPage />} />
      <Route path="*" element={<ConsoleGate />} />
    </Routes>
  );
}
