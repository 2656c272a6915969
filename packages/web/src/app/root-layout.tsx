import { Suspense, useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { PageStatus } from '../components/page-layout';
import { registerNavigator } from '../lib/navigator';

/** Lets the API client navigate, and shows a status line while a portal's chunk downloads. */
export function RootLayout() {
  const navigate = useNavigate();
  useEffect(() => registerNavigator((to, options) => void navigate(to, options)), [navigate]);
  return (
    <Suspense fallback={<PageStatus />}>
      <Outlet />
    </Suspense>
  );
}
