import './styles/first';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, firstPageReady, startApp } from './App';
import { installChunkReloadGuard } from './app/reload';
import { captureInstallPrompt } from './features/push/install';
import { registerServiceWorker } from './features/push/worker';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

installChunkReloadGuard();
registerServiceWorker();
captureInstallPrompt();

const app = startApp();
// React's first render empties #root: it comes with the first page, so the loading screen stays until then.
void firstPageReady(app).then(() =>
  createRoot(container).render(
    <StrictMode>
      <App app={app} />
    </StrictMode>,
  ),
);
