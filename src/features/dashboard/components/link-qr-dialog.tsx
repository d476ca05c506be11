import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { LoadingState } from '@/components/ui/spinner';
import { useT } from '@/i18n/use-t';
import { useReportError } from '@/lib/errors/use-report-error';

const QR_SIZE = 320;

/** The QR library is only downloaded the first time a code is shown. */
async function drawQrCode(text: string): Promise<string> {
  const qrcode = await import('qrcode');
  return qrcode.toDataURL(text, { width: QR_SIZE, margin: 2, errorCorrectionLevel: 'M' });
}

interface LinkQrDialogProps {
  /** The dialog's heading: whose link it is. */
  title: string;
  /** The dialog's accessible name. */
  label: string;
  link: string;
  /** The QR image's alternative text. */
  imageAlt: string;
  /** What scanning it does. */
  caption: string;
  onClose: () => void;
}

/** A link as a QR code (a player's link, the contest's join link), for contests played in one room. */
export function LinkQrDialog({ title, label, link, imageAlt, caption, onClose }: LinkQrDialogProps) {
  const t = useT();
  const qr = useQuery({
    queryKey: ['link-qr', link],
    queryFn: () => drawQrCode(link),
    staleTime: Infinity,
    retry: false,
  });
  useReportError(qr.error, t('dashboard.qrCodeFailed'));

  return (
    <Dialog open onClose={onClose} label={label}>
      <div className="flex w-[min(22rem,85vw)] flex-col items-center gap-3 text-center">
        <h2 className="text-lg font-bold">{title}</h2>
        {qr.data ? (
          <img
            src={qr.data}
            width={QR_SIZE}
            height={QR_SIZE}
            alt={imageAlt}
            className="h-auto w-full max-w-80 rounded-lg bg-white"
          />
        ) : qr.isError ? (
          <p role="alert" className="text-sm text-red-300">
            {t('dashboard.qrCodeFailed')}
          </p>
        ) : (
          <LoadingState label={t('dashboard.drawingQr')} />
        )}
        <p className="text-sm text-muted">{caption}</p>
        <Button variant="secondary" onClick={onClose} autoFocus>
          {t('common.close')}
        </Button>
      </div>
    </Dialog>
  );
}
