// Public surface of the results feature: the results phase's view.
export { ResultsView } from '@/features/results/components/results-view';
