import type { ReactNode } from 'react';

/** The frame of the site's reading pages (about, rules): the tab's title, then a heading and its introduction. */
export function InfoPage({
  documentTitle,
  title,
  intro,
  children,
}: {
  documentTitle: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <main className="mx-auto w-full max-w-5xl flex-1 px-4 py-12 sm:px-6 sm:py-16">
      <title>{documentTitle}</title>
      <header className="max-w-3xl">
        <h1 className="text-3xl font-extrabold tracking-tight text-white sm:text-4xl">{title}</h1>
        <p className="mt-4 text-lg leading-relaxed text-slate-300">{intro}</p>
      </header>
      {children}
    </main>
  );
}
