// Public surface of the results feature: the results phase's view and its board. The public results page has its
// own surface (public-page.ts), so the player page and the dashboard, which import this one, do not carry it.
export { ResultsBoard, ResultsView } from '@/features/results/components/results-view';
