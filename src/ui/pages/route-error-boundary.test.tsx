import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorPageFallbackBoundary, RouteErrorBoundary } from './route-error-boundary';

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
    render(<RouteErrorBoundary />);
    expect(screen.getByRole('heading', { level: 1, name: 'Что-то пошло не так' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/ru');
    expect(document.documentElement.lang).toBe('ru');
    expect(document.title).toBe('Что-то пошло не так');
    window.history.pushState(null, '', '/');
  });
});
