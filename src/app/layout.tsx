import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Toaster } from 'react-hot-toast';

// Placeholder shell; the navigation bar and the limited toaster come with the app shell issue.
export function AppLayout() {
  return (
    <div className="min-h-screen bg-background">
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
      <Toaster position="top-right" toastOptions={{ duration: 6000 }} />
    </div>
  );
}
