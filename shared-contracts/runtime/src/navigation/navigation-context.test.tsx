import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Link, NavigationProvider, Redirect, useLocation, useNavigate } from './navigation-context';
import { createMemoryNavigator } from './navigator';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

function GoButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/signup?source=button')}>
      Go
    </button>
  );
}

describe('navigation in React', () => {
  it('changes page on a plain click on a link, without leaving the document', async () => {
    render(
      <NavigationProvider navigator={createMemoryNavigator('/')}>
        <Link to="/tos">Terms</Link>
        <Where />
      </NavigationProvider>,
    );
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/tos');
    await userEvent.click(screen.getByRole('link', { name: 'Terms' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/tos');
  });

  it('leaves modified clicks and other targets to the browser', () => {
    render(
      <NavigationProvider navigator={createMemoryNavigator('/')}>
        <Link to="/tos">Terms</Link>
        <Link to="/privacy" target="_blank">
          Privacy
        </Link>
        <Where />
      </NavigationProvider>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Terms' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'Privacy' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('navigates from code and redirects in place', async () => {
    render(
      <NavigationProvider navigator={createMemoryNavigator('/')}>
        <GoButton />
        <Where />
      </NavigationProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/signup?source=button');
  });

  it('redirects in place', () => {
    render(
      <NavigationProvider navigator={createMemoryNavigator('/nowhere')}>
        <Redirect to="/tos" />
        <Where />
      </NavigationProvider>,
    );
    expect(screen.getByTestId('where')).toHaveTextContent('/tos');
  });

  it('names the missing provider', () => {
    expect(() => render(<Where />)).toThrow('inside a NavigationProvider');
  });
});
