import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { useT } from '@/i18n/use-t';
import type { ContestRecord } from '@/lib/data/records';
import { notifySuccess, reportError } from '@/lib/errors/notify';
import { APP_PATHS } from '@contract/routes.js';
import { useDeleteContest } from '../api/contests';

/** Deleting the contest, kept apart at the end of the settings: nothing on the way to it is destructive. */
export function DeleteContestCard({ contest }: { contest: ContestRecord }) {
  const t = useT();
  const navigate = useNavigate();
  const remove = useDeleteContest();
  const [confirm, confirmDialog] = useConfirm();

  const handleDelete = async () => {
    const confirmed = await confirm({
      message: t('dashboard.deleteConfirmation'),
      title: t('dashboard.deleteThisContest'),
      confirmLabel: t('dashboard.deleteContest'),
      tone: 'danger',
    });
    if (!confirmed) return;
    remove.mutate(contest.id, {
      onSuccess: () => {
        notifySuccess(t('dashboard.deleted'));
        navigate(APP_PATHS.dashboard, { replace: true });
      },
      onError: (error) => reportError(error, t('dashboard.deleteFailed')),
    });
  };

  return (
    <Card
      title={t('dashboard.dangerZone')}
      description={t('dashboard.dangerZoneHint')}
      className="border-red-500/30"
      actions={
        <Button
          variant="danger-quiet"
          className="border border-red-500/40"
          onClick={() => void handleDelete()}
          busy={remove.isPending}
        >
          {t('dashboard.deleteContest')}
        </Button>
      }
    >
      {confirmDialog}
    </Card>
  );
}
