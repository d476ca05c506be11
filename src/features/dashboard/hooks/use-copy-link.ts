import { useCallback, useState } from 'react';
import { copyText } from '@/lib/display/clipboard';
import { notifySuccess, reportError } from '@/lib/errors/notify';

/**
 * Copying a link (a player's, all of them, the join link): a success toast, or, when the browser refuses the
 * clipboard, an error toast and the text kept in `manualText` for a box the organizer copies from by hand.
 */
export function useCopyLink() {
  const [manualText, setManualText] = useState<string | null>(null);
  // Stable functions: a long list's memoized rows take them as props.
  const copy = useCallback(async (text: string, copiedMessage: string, failedMessage: string) => {
    if (await copyText(text)) {
      setManualText(null);
      notifySuccess(copiedMessage);
    } else {
      setManualText(text);
      reportError(failedMessage);
    }
  }, []);
  const clearManualText = useCallback(() => setManualText(null), []);
  return { manualText, copy, clearManualText };
}
