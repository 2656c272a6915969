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
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { LoginRoot, loadRoutedAppFor, opensOnLogin } from './app/login-root';
import { BaseProviders } from './app/providers';
import { initLocale } from './i18n/locale-state';
import { loadBranding, readInlineBranding, setBranding } from './lib/branding';
import { appStylesLoaded, showStartFailure } from './lib/static-shell';

function start(app: ReactNode | null) {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <BaseProviders>
        <LoginRoot app={app} />
      </BaseProviders>
    </StrictMode>,
  );
}

// In production the server has written the branding into the page; only the dev server lacks it.
// The language's messages load beside the branding; nothing renders before both are here, nor
// before the stylesheets that a login page painted from HTML links late (lib/static-shell.ts).
// The login opened alone starts without the router and TanStack Query (app/login-root.tsx);
// any other address loads them (and its portal) beside the rest.
const inline = readInlineBranding();
if (inline) setBranding(inline);
const routed = opensOnLogin() ? null : loadRoutedAppFor();
void Promise.all([inline ? null : loadBranding(), initLocale(), appStylesLoaded(), routed]).then(
  ([, , , module]) => start(module ? module.startRoutedApp() : null),
  // Not even English loaded (offline): the login painted from HTML says so (no translation here).
  () => showStartFailure(CONNECTION_MESSAGES.offline),
);
