/**
 * React, React Router and React Query, evaluated on their own (src/boot.ts imports this beside the app):
 * evaluating all the app's first modules at once was one long task on a phone; the framework's share now runs
 * first, in a task of its own, and the app's evaluation finds it done. The exports are what main.tsx uses.
 */
export { QueryClientProvider } from '@tanstack/react-query';
export { StrictMode, startTransition } from 'react';
export { createRoot } from 'react-dom/client';
export { BrowserRouter, matchRoutes } from 'react-router-dom';
