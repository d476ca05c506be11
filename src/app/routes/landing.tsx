import { LandingPage } from '@/features/site/components/landing-page';

export const Component = LandingPage;
