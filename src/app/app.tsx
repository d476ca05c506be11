import { RouterProvider } from 'react-router';
import { router } from '@/app/router';
import { HostSessionProvider } from '@/lib/session/host-session';

export function App() {
  return (
    <HostSessionProvider>
      <RouterProvider router={router} />
    </HostSessionProvider>
  );
}
