import { useT } from '@/i18n/use-t';
/** The browser tab's title of a screen, '{title} · Meme Arena' (React puts a rendered <title> in the document head). */
export function PageTitle({ title }: { title: string }) {
  return <title>{useT()('common.pageTitle', { title })}</title>;
}
