import { useMemo } from 'react';
import { cdnUrl } from '../../api';
import { useSystemStatus } from '../../data';

/** A platform image on one of the image CDNs, picked once per image rather than per render (SPEC.md section 7). */
export function useImageUrl(path: string): string {
  const cdns = useSystemStatus().data?.info.config.imageCdnList;
  return useMemo(() => cdnUrl(path, cdns ?? []), [path, cdns]);
}
