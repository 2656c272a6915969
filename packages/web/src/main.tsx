// First: before any module defines a zod schema (lib/zod-csp.ts).
import './lib/zod-csp';
// Mantine's base only: each component's styles come with the code that uses it
// (build/mantine-component-css.ts), so the login loads the CSS of the login alone.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import 'virtual:mantine-theme.css';
import './styles/global.css';
import './styles/devanagari.css';
import './styles/print.css';

import { CONNECTION_MESSAGES } from '@pragati/domain';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App, connectQueryClient } from './app/app';
import { createQueryClient } from './app/query-client';
import { initLocale } from './i18n/locale-state';
import { loadBranding, readInlineBranding, setBranding } from './lib/branding';
import { appStylesLoaded, showStartFailure } from './lib/static-shell';

function start() {
  const queryClient = createQueryClient();
  connectQueryClient(queryClient);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <App queryClient={queryClient} />
      </BrowserRouter>
    </StrictMode>,
  );
}

// In production the server has written the branding into the page; only the dev server lacks it.
// The language's messages load beside the branding; nothing renders before both are here, nor
// before the stylesheets that a login page painted from HTML links late (lib/static-shell.ts).
const inline = readInlineBranding();
if (inline) setBranding(inline);
void Promise.all([inline ? null : loadBranding(), initLocale(), appStylesLoaded()]).then(
  start,
  // Not even English loaded (offline): the login painted from HTML says so (no translation here).
  () => showStartFailure(CONNECTION_MESSAGES.offline),
);
