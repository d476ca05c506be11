import { useEffect, useRef } from 'react';

/** Local previews of picked files: each made once, released when its file leaves, all released on unmount. */
export function usePreviewUrls() {
  const urls = useRef(new Set<string>());

  useEffect(() => {
    const current = urls.current;
    return () => {
      for (const url of current) URL.revokeObjectURL(url);
      current.clear();
    };
  }, []);

  return {
    /** A preview of `file`, when the browser can make one. */
    create(file: File): string | undefined {
      const url = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : undefined;
      if (url) urls.current.add(url);
      return url;
    },
    release(url: string | undefined) {
      if (!url) return;
      URL.revokeObjectURL(url);
      urls.current.delete(url);
    },
  };
}
