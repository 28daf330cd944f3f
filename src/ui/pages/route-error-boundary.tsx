import { Component as ReactComponent, type ErrorInfo, type ReactNode } from 'react';
import { fallbackDictionary, translate } from '../../domain/i18n';

/** The page language from the document, for pages that must render without models. */
function pageDictionary() {
  return fallbackDictionary(typeof document === 'undefined' ? 'en' : document.documentElement.lang || 'en');
}

/**
 * Last line of defence: an error thrown while rendering a route (or a chunk
 * that cannot load) lands here. It reads only the shipped fallback texts so it
 * cannot fail on a missing dictionary; if it throws anyway, the plain fallback
 * of spec 000 §8 shows: an error occurred while showing the error page, with a
 * link home.
 */
export function RouteErrorBoundary() {
  return (
    <ErrorPageFallbackBoundary>
      <RouteErrorView />
    </ErrorPageFallbackBoundary>
  );
}

function RouteErrorView() {
  const dict = pageDictionary();
  const lng = document.documentElement.lang || 'en';
  return (
    <main className="status-page" data-status="500">
      <p className="status-code" aria-hidden="true">
        500
      </p>
      <h1>{translate(dict, 'main_route_error_title')}</h1>
      <p>{translate(dict, 'main_route_error_text')}</p>
      <a href={`/${lng}`}>{translate(dict, 'main_go_home')}</a>
    </main>
  );
}

export class ErrorPageFallbackBoundary extends ReactComponent<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[error] the error page failed', error, info.componentStack);
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    const dict = pageDictionary();
    return (
      <main className="status-page" data-status="500">
        <h1>{translate(dict, 'main_error_page_failed')}</h1>
        <a href="/">{translate(dict, 'main_go_home')}</a>
      </main>
    );
  }
}
