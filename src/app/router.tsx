import { createBrowserRouter } from 'react-router';
import { routes } from '@/app/route-list';

export const router = createBrowserRouter(routes);
