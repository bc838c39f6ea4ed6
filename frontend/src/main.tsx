import 'antd/dist/reset.css';
import './styles/global.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { suppressUncaughtFetchFailures } from './api/client';
import { createQueryClient } from './app/query-client';
import { seedGuestSession } from './app/session-api';
import { AppRoutes } from './app/router';
import { ThemeProvider } from './app/theme';
import { Toaster } from './app/toaster';

suppressUncaughtFetchFailures();

const queryClient = createQueryClient();
seedGuestSession(queryClient);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        <Toaster />
      </ThemeProvider>
    </QueryClientProvider>
  </StrictMode>,
);
