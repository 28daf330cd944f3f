import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ErrorPageFallbackBoundary, RouteErrorBoundary, RouteErrorView } from './route-error-boundary';

function Throwing(): never {
  throw new Error('error page failed to render');
}

describe('error page failure (spec 000 §8)', () => {
  it('shows "an error occurred while showing the error page" with a link home', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorPageFallbackBoundary>
        <Throwing />
      </ErrorPageFallbackBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'An error occurred while showing the error page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    spy.mockRestore();
  });

  it('renders its children when nothing fails', () => {
    render(
      <ErrorPageFallbackBoundary>
        <p>fine</p>
      </ErrorPageFallbackBoundary>,
    );
    expect(screen.getByText('fine')).toBeInTheDocument();
  });
});

describe('the route error page (spec 000 §8, QA10 #8)', () => {
  it('QA10 #8: a /ru/ page that fails on its first render (index.html still says lang="en") is in Russian, with Try again', () => {
    window.history.pushState(null, '', '/ru/office/history');
    document.documentElement.lang = 'en';
    render(<RouteErrorView />);
    expect(screen.getByRole('heading', { level: 1, name: 'Что-то пошло не так' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/ru');
    expect(document.documentElement.lang).toBe('ru');
    expect(document.title).toBe('Что-то пошло не так');
    window.history.pushState(null, '', '/');
  });
});

describe('spec 000 §8: exceptions set their status or 500', () => {
  const failWith = async (thrown: unknown) => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // the page's language is its address's (the error page reads window.location, not the memory router)
    window.history.pushState(null, '', '/en/page');
    document.documentElement.lang = 'en';
    const router = createMemoryRouter(
      [{ path: '/en/page', errorElement: <RouteErrorBoundary />, loader: () => { throw thrown; }, element: <p>page</p> }],
      { initialEntries: ['/en/page'] },
    );
    render(<RouterProvider router={router} />);
    await screen.findByRole('heading', { level: 1, name: 'Something went wrong' });
    spy.mockRestore();
    return document.querySelector('.status-page')?.getAttribute('data-status');
  };

  it('a thrown 404 response shows status 404', async () => {
    expect(await failWith(new Response('gone', { status: 404 }))).toBe('404');
    expect(screen.getByText('404')).toBeInTheDocument();
  });

  it('an exception with a statusCode shows that status', async () => {
    expect(await failWith(Object.assign(new Error('forbidden'), { statusCode: 403 }))).toBe('403');
  });

  it('any other exception shows 500', async () => {
    expect(await failWith(new Error('boom'))).toBe('500');
  });
});
