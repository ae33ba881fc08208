import 'primeicons/primeicons.css';
// org-theme.css first: its general PrimeReact overrides give way to the layout's specific rules of equal weight
import './app/styles/org-theme.css';
import './app/styles/base.css';
import './app/styles/layout.css';
import './app/styles/nav.css';
import './app/styles/search.css';
import './app/styles/pages.css';
import './app/styles/states.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { connectHttpClient, preloadOpenedPage } from './app/boot';

connectHttpClient();
// a failed early load is the page's to report when it asks again
preloadOpenedPage().catch(() => undefined);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
