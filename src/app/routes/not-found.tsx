import { NotFoundPage } from '@/features/site/components/not-found-page';

export const Component = NotFoundPage;
