/**
 * The status pages (SPEC.md section 4: maintenance, region-blocked; section 8: "Invalid URL, contact
 * customer service" when the domain check fails; and the site's error and not-found).
 */
export const statusPageKinds = ['maintenance', 'blocked', 'invalidUrl', 'error', 'notFound'] as const;
export type StatusPageKind = (typeof statusPageKinds)[number];
