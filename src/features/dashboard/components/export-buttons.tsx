import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/use-t';
import { notifySuccess, reportError } from '@/lib/errors/notify';
import { downloadExport, type ExportFormat, type ExportTarget } from '../api/exports';

/**
 * CSV and JSON downloads of a contest's results or a season's standings (docs/product/organizer.md#exports). Each
 * button waits for its file; a refusal or a dropped connection says so in a toast.
 */
export function ExportButtons({ target }: { target: ExportTarget }) {
  const t = useT();
  const [pending, setPending] = useState<ExportFormat | null>(null);
  const download = async (format: ExportFormat) => {
    setPending(format);
    try {
      const fileName = await downloadExport(target, format);
      notifySuccess(t('dashboard.exported', { file: fileName }));
    } catch (error) {
      reportError(error, t('dashboard.exportFailed'));
    } finally {
      setPending(null);
    }
  };
  return (
    <div className="flex flex-wrap gap-2">
      {(['csv', 'json'] as const).map((format) => (
        <Button
          key={format}
          variant="secondary"
          size="sm"
          busy={pending === format}
          disabled={pending !== null}
          onClick={() => void download(format)}
        >
          {format === 'csv' ? t('dashboard.exportCsv') : t('dashboard.exportJson')}
        </Button>
      ))}
    </div>
  );
}
