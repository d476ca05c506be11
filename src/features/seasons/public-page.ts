// Public surface of the seasons feature for /seasons/{seasonId}: the public season page, loaded by that route only.
export { PublicSeasonPage } from '@/features/seasons/components/public-season-page';
