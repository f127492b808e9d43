import './styles/first';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { installChunkReloadGuard } from './app/reload';
import { captureInstallPrompt } from './features/push/install';
import { registerServiceWorker } from './features/push/worker';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

installChunkReloadGuard();
registerServiceWorker();
captureInstallPrompt();

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
