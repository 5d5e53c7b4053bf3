import { TOAST_DURATION_MS } from '@sme/shared/constants';
import { message } from 'antd';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startI18n } from '@/lib/i18n';
import './styles/global.css';
import './styles/nprogress.css';
import { App } from './app/App';

// Static antd messages are only a fallback before the themed bridge mounts; give them the same timing.
message.config({ duration: TOAST_DURATION_MS / 1000, maxCount: 3 });

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');
// The first render waits for the stored locale's texts (one small chunk), so no untranslated key ever shows.
void startI18n().finally(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
