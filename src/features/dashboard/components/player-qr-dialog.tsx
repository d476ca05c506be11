import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { LoadingState } from '@/components/ui/spinner';
import { useReportError } from '@/lib/use-report-error';
import { contestMessages } from '../messages';

const QR_SIZE = 320;

/** The QR library is only downloaded the first time a code is shown. */
async function drawQrCode(text: string): Promise<string> {
  const qrcode = await import('qrcode');
  return qrcode.toDataURL(text, { width: QR_SIZE, margin: 2, errorCorrectionLevel: 'M' });
}

/** A player's link as a QR code, for contests played in one room. Mounted only while open. */
export function PlayerQrDialog({ username, link, onClose }: { username: string; link: string; onClose: () => void }) {
  const qr = useQuery({
    queryKey: ['player-link-qr', link],
    queryFn: () => drawQrCode(link),
    staleTime: Infinity,
    retry: false,
  });
  useReportError(qr.error, contestMessages.qrCodeFailed);

  return (
    <Dialog open onClose={onClose} label={`QR code for ${username}`}>
      <div className="flex w-[min(22rem,85vw)] flex-col items-center gap-3 text-center">
        <h2 className="text-lg font-bold">{username}</h2>
        {qr.data ? (
          <img
            src={qr.data}
            width={QR_SIZE}
            height={QR_SIZE}
            alt={`QR code of the player link for ${username}`}
            className="h-auto w-full max-w-80 rounded-lg bg-white"
          />
        ) : qr.isError ? (
          <p role="alert" className="text-sm text-red-300">
            {contestMessages.qrCodeFailed}
          </p>
        ) : (
          <LoadingState label="Drawing the QR code…" />
        )}
        <p className="text-sm text-muted">Scan with a phone camera to open this player's page.</p>
        <Button variant="secondary" onClick={onClose} autoFocus>
          Close
        </Button>
      </div>
    </Dialog>
  );
}
