import { SiteFrame } from './MainLayout';

/** Seamless games: the main layout without the footer (SPEC.md section 2). */
export function SeamlessLayout() {
  return <SiteFrame footer={false} />;
}
