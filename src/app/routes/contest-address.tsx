import { useParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { ContestAddressPage } from '@/features/join';
import { useT } from '@/i18n/use-t';

/** /c/{contestId}: the contest address, posted in the channel; it takes each person to the right place. */
export function Component() {
  const t = useT();
  const { contestId = '' } = useParams();
  return (
    <>
      <PageTitle title={t('join.addressPageTitle')} />
      <main className="mx-auto w-full max-w-2xl flex-1 px-4 pt-4 pb-[max(1.5rem,env(safe-area-inset-bottom))] sm:pt-8">
        <ContestAddressPage key={contestId} contestId={contestId} />
      </main>
    </>
  );
}
