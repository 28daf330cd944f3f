import { ContainerModule } from 'inversify';

/**
 * HTTP adapters generated from contracts/openapi (issue 4). Until every port
 * has its HTTP adapter, selecting them fails loudly at start-up instead of
 * half-working: README "Adapters" lists what exists.
 */
export const createHttpModule = (apiBase: string) =>
  new ContainerModule(() => {
    throw new Error(`HTTP adapters are not available yet (VITE_API_BASE=${apiBase || 'unset'}); run on the fakes`);
  });
