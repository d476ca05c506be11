// Public surface of the results feature for /results/{contestId}: the public results page, with its share control
// and invitation, loaded by that route only.
export { PublicResultsPage } from '@/features/results/components/public-results-page';
