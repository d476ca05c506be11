import { useParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { JoinPage } from '@/features/join';

/** /join/{contestId}/{secret}: joining a contest through its join link (beyond SPEC.md). */
export function Component() {
  const { contestId = '', secret = '' } = useParams();
  return (
    <>
      <PageTitle title="Join a contest" />
      <JoinPage key={`${contestId}:${secret}`} contestId={contestId} secret={secret} />
    </>
  );
}
