/** The status pages (SPEC.md section 4: maintenance, region-blocked; and the site's error and not-found). */
export const statusPageKinds = ['maintenance', 'blocked', 'error', 'notFound'] as const;
export type StatusPageKind = (typeof statusPageKinds)[number];
