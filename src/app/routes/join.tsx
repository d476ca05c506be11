import { useParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { JoinPage } from '@/features/join';
import { useT } from '@/i18n/use-t';

/** /join/{contestId}/{secret}: joining a contest through its join link. */
export function Component() {
  const t = useT();
  const { contestId = '', secret = '' } = useParams();
  return (
    <>
      <PageTitle title={t('join.pageTitle')} />
      <main className="mx-auto w-full max-w-2xl flex-1 px-4 pt-4 pb-[max(1.5rem,env(safe-area-inset-bottom))] sm:pt-8">
        <JoinPage key={`${contestId}:${secret}`} contestId={contestId} secret={secret} />
      </main>
    </>
  );
}
