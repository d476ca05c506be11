// Public surface of the results feature: the results phase's view, and the public results page.
export { ResultsBoard, ResultsView } from '@/features/results/components/results-view';
export { PublicResultsPage } from '@/features/results/components/public-results-page';
