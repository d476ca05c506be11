import { RulesPage } from '@/features/site/components/rules-page';

export const Component = RulesPage;
