import { useEffect, useState } from 'react';

/**
 * A URL an element can load: the string itself, or an object URL for bytes, revoked when the
 * viewer closes (or the bytes change) so the blob's memory is given back.
 */
export function useObjectUrl(source: Blob | string): string | null {
  const [url, setUrl] = useState<string | null>(typeof source === 'string' ? source : null);
  useEffect(() => {
    if (typeof source === 'string') {
      setUrl(source);
      return;
    }
    const objectUrl = URL.createObjectURL(source);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [source]);
  return url;
}
