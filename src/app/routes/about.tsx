import { AboutPage } from '@/features/site/components/about-page';

export const Component = AboutPage;
