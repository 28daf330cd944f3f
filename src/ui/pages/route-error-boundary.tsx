import { Component as ReactComponent, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { useRouteError } from 'react-router-dom';
import { fallbackDictionary, fallbackLanguage, translate } from '../../domain/i18n';
import { pageErrorStatus } from '../../domain/routing';

/** The page language, for pages that must render without models: the address's, then the document's (QA10 #8). */
function pageLanguage(): string {
  return typeof document === 'undefined' ? 'en' : fallbackLanguage(window.location.pathname, document.documentElement.lang);
}
const pageDictionary = () => fallbackDictionary(pageLanguage());

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
      <RouteErrorStatus />
    </ErrorPageFallbackBoundary>
  );
}

/** spec 000 §8: the exception's own status, or 500 (a thrown 404 response shows 404). */
function RouteErrorStatus() {
  return <RouteErrorView status={pageErrorStatus(useRouteError())} />;
}

export function RouteErrorView({ status = 500 }: { status?: number }) {
  const lng = pageLanguage();
  const dict = fallbackDictionary(lng);
  const title = translate(dict, 'main_route_error_title');
  // the page says its language and its name, as the site's pages do (QA10 #8: lang="en", "Demo Bet" on a /ru/ page)
  useEffect(() => {
    document.documentElement.lang = lng;
    document.title = title;
  }, [lng, title]);
  return (
    <main className="status-page" data-status={status}>
      <p className="status-code" aria-hidden="true">
        {status}
      </p>
      <h1>{title}</h1>
      <p>{translate(dict, 'main_route_error_text')}</p>
      {/* the text says to try again: this loads the page again (QA10 #8) */}
      <p className="status-actions">
        <button type="button" onClick={() => window.location.reload()}>
          {translate(dict, 'main_refreshing_button')}
        </button>{' '}
        <a href={`/${lng}`}>{translate(dict, 'main_go_home')}</a>
      </p>
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
