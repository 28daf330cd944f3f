import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorPageFallbackBoundary } from './route-error-boundary';

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
