import { useMemo } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ModelsProvider, type UiModels } from './models-context';
import { createRouter } from './router/create-router';
import { ErrorPageFallbackBoundary } from './pages/route-error-boundary';
import './styles.css';

export interface AppProps {
  models: UiModels;
  /** Reload the page after a chunk failure when allowed; returns true when reloading. */
  onChunkError: () => boolean;
}

export function App({ models, onChunkError }: AppProps) {
  const router = useMemo(() => createRouter({ onChunkError }), [onChunkError]);
  return (
    <ErrorPageFallbackBoundary>
      <ModelsProvider models={models}>
        <RouterProvider router={router} />
      </ModelsProvider>
    </ErrorPageFallbackBoundary>
  );
}
