import { render, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { RequirePermission } from '../../../web/src/admin/auth/RequirePermission';
import { AdminTestProviders, makeAdmin } from './admin-test-utils';

function Screens() {
  return (
    <Routes>
      <Route path="/admin" element={<div>admin home</div>} />
      <Route
        path="/admin/setting"
        element={
          <RequirePermission permission="setting">
            <div>settings screen</div>
          </RequirePermission>
        }
      />
      <Route element={<RequirePermission permission="menu" />}>
        <Route path="/admin/menu" element={<div>menu list</div>} />
      </Route>
    </Routes>
  );
}

describe('RequirePermission', () => {
  it('shows the screen to an admin holding the permission', () => {
    render(
      <AdminTestProviders admin={makeAdmin(['setting'])} path="/admin/setting">
        <Screens />
      </AdminTestProviders>,
    );
    expect(screen.getByText('settings screen')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/admin/setting');
  });

  it('sends an admin without the permission to admin home', () => {
    render(
      <AdminTestProviders admin={makeAdmin(['menu'])} path="/admin/setting">
        <Screens />
      </AdminTestProviders>,
    );
    expect(screen.queryByText('settings screen')).toBeNull();
    expect(screen.getByText('admin home')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/admin');
  });

  it('guards nested routes when used as a layout route', () => {
    render(
      <AdminTestProviders admin={makeAdmin(['setting'])} path="/admin/menu">
        <Screens />
      </AdminTestProviders>,
    );
    expect(screen.queryByText('menu list')).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/admin');
  });
});
