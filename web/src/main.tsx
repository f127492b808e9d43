import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { installChunkReloadGuard } from './app/reload';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

installChunkReloadGuard();

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
